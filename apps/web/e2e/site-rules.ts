import type { Page } from "@playwright/test";
import { loadContent } from "@site/content";
import { measureOverflow } from "../shots/overflow";
import type { ShotRoute } from "../shots/routes";
import { menuToggle } from "./fixtures";

/**
 * The rules every page of the site is held to (issue 14, "Rules for the whole site"). Each says at
 * which widths and with or without JavaScript it applies; the site-rules spec opens every route once
 * per width and scripting, and asks every rule that applies there. A rule answers with what is
 * wrong on the page, in words a person can act on; an empty list means the page keeps it.
 *
 * To add a rule, add an entry here: it is checked on every route with no other change.
 */
export interface SiteRule {
  name: string;
  widths: readonly number[];
  scripting: readonly Scripting[];
  /** The problems on the page now open at `route`. */
  check(page: Page, route: ShotRoute): Promise<string[]>;
  /** The check changes the page (opens a menu, a dialog): the next rule gets the page afresh. */
  changesPage?: boolean;
}

export type Scripting = "js" | "no-js";

const site = (() => {
  const { snapshot, issues } = loadContent();
  if (!snapshot) throw new Error(`The content does not load: ${issues.map((issue) => issue.message).join("; ")}`);
  return snapshot.collections.site[0]!;
})();

/** The least room between text and the border of the box it is in, and between text and a button. */
const minTextToBorder = 12;
const minTextToButton = 8;

/** Every section the header offers: the navigation and its call to action. */
const headerSections = [...site.nav, site.cta].map((link) => link.href);

/** The room a header's links keep between their words, and the most between the search and its neighbour. */
const minBetweenLinks = 12;
const maxSearchToNext = 24;
/** A page taller than this many windows needs a way to jump within it. */
const maxScreensWithoutJumps = 20;

async function tooWide(page: Page): Promise<string[]> {
  const { viewport, page: width, culprits } = await page.evaluate(measureOverflow);
  return width > viewport ? [`${width} px wide in a ${viewport} px window: ${culprits.join("; ")}`] : [];
}

export const siteRules: SiteRule[] = [
  {
    name: "no page is wider than the window",
    widths: [320, 375, 768, 1280],
    scripting: ["no-js"],
    async check(page) {
      return tooWide(page);
    },
  },
  {
    // Hydration keeps the prerendered layout: with scripts, the narrowest phone and the desktop suffice.
    name: "no page is wider than the window once its scripts run",
    widths: [320, 1280],
    scripting: ["js"],
    async check(page) {
      return tooWide(page);
    },
  },
  {
    name: "no control does nothing without JavaScript: a button outside a form is a link or is not shown",
    widths: [375, 1280],
    scripting: ["no-js"],
    async check(page) {
      const dead = await page.evaluate(() =>
        [...document.querySelectorAll("button")]
          .filter((button) => !button.closest("form") && !button.disabled && button.checkVisibility())
          .map((button) => (button.getAttribute("aria-label") ?? button.textContent ?? "").trim().slice(0, 60)),
      );
      return dead.map((label) => `a button that needs JavaScript is shown: "${label}"`);
    },
  },
  {
    name: "without JavaScript, on a phone, the menu reaches every section in the header",
    widths: [320, 375],
    scripting: ["no-js"],
    changesPage: true,
    async check(page) {
      const toggle = menuToggle(page);
      if (!(await toggle.isVisible())) return ["the header's menu toggle is not shown"];
      await toggle.click();
      const shown = await page
        .locator('header nav[aria-label="Main"] a')
        .evaluateAll((links) =>
          links
            .filter((link) => link.checkVisibility())
            .map((link) => new URL((link as HTMLAnchorElement).href).pathname),
        );
      return headerSections
        .filter((href) => !shown.includes(href))
        .map((href) => `the opened menu has no visible link to ${href}`);
    },
  },
  {
    name: "without JavaScript, on a phone, the footer links every section in the header",
    widths: [375],
    scripting: ["no-js"],
    async check(page) {
      const shown = await page
        .locator("footer a")
        .evaluateAll((links) =>
          links
            .filter((link) => link.checkVisibility())
            .map((link) => new URL((link as HTMLAnchorElement).href).pathname),
        );
      return headerSections
        .filter((href) => !shown.includes(href))
        .map((href) => `the footer has no visible link to ${href}`);
    },
  },
  {
    name: "no text touches a border or a button",
    widths: [375, 1280],
    scripting: ["no-js"],
    async check(page) {
      return page.evaluate(
        ({ minTextToBorder, minTextToButton }) => {
          const problems: string[] = [];
          const controls = "a, button, input, select, textarea, summary, img, iframe, svg";
          const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true });
          const describe = (element: Element) =>
            `<${element.localName}${element.id ? `#${element.id}` : ""}> "${(element.textContent ?? "")
              .replace(/\s+/g, " ")
              .trim()
              .slice(0, 40)}"`;
          /** A link or button drawn as a button: a fill or a border, at a button's height. */
          const looksLikeButton = (element: Element) => {
            if (!shown(element)) return false;
            const style = getComputedStyle(element);
            const filled = style.backgroundColor !== "rgba(0, 0, 0, 0)" && style.backgroundColor !== "transparent";
            return (filled || parseFloat(style.borderTopWidth) >= 1) && element.getBoundingClientRect().height >= 32;
          };
          /** The boxes of the text lines under `root`, leaving out text in buttons and hidden text. */
          const textLines = (root: Element, skipControls: boolean) => {
            const lines: { rect: DOMRect; element: Element }[] = [];
            const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const parent = node.parentElement;
              if (!parent || !node.textContent?.trim() || !shown(parent)) continue;
              // Text for screen readers only sits in a 1 px clipped box, not where its line boxes say.
              const own = parent.getBoundingClientRect();
              if (own.width <= 1 || own.height <= 1) continue;
              if (skipControls && parent.closest(controls) && root.contains(parent.closest(controls))) continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const rect of range.getClientRects()) {
                if (rect.width > 2 && rect.height > 2) lines.push({ rect, element: parent });
              }
            }
            return lines;
          };

          // Boxes: elements bordered on all four sides (cards, notes, panels), not controls.
          for (const box of document.querySelectorAll("main *")) {
            if (box.matches(controls) || !shown(box)) continue;
            const style = getComputedStyle(box);
            const borders = [
              style.borderTopWidth,
              style.borderRightWidth,
              style.borderBottomWidth,
              style.borderLeftWidth,
            ];
            if (borders.some((width) => parseFloat(width) < 1)) continue;
            const outer = box.getBoundingClientRect();
            if (outer.width < 60 || outer.height < 40 || box.scrollHeight > box.clientHeight + 1) continue;
            const inner = {
              top: outer.top + parseFloat(style.borderTopWidth),
              right: outer.right - parseFloat(style.borderRightWidth),
              bottom: outer.bottom - parseFloat(style.borderBottomWidth),
              left: outer.left + parseFloat(style.borderLeftWidth),
            };
            // Its text, and the buttons in it (a button's own padding does not count as room).
            const content = [
              ...textLines(box, true),
              ...[...box.querySelectorAll("a, button")]
                .filter((control) => looksLikeButton(control))
                .map((control) => ({ rect: control.getBoundingClientRect(), element: control })),
            ];
            for (const { rect, element } of content) {
              const room = Math.min(
                rect.top - inner.top,
                inner.right - rect.right,
                inner.bottom - rect.bottom,
                rect.left - inner.left,
              );
              // Text clipped by the box (a scrolled or cut-off region) is not placed by spacing.
              if (room < minTextToBorder && room > -rect.height) {
                problems.push(`${describe(element)} is ${Math.round(room)} px from the border of ${describe(box)}`);
                break;
              }
            }
          }

          // Buttons, and the text above or below them.
          const buttons = [...document.querySelectorAll("main a, main button")].filter(looksLikeButton);
          const main = document.querySelector("main");
          const lines = main ? textLines(main, true) : [];
          for (const button of buttons) {
            const edge = button.getBoundingClientRect();
            for (const { rect, element } of lines) {
              const overlaps = rect.left < edge.right && rect.right > edge.left;
              const gap =
                rect.bottom <= edge.top
                  ? edge.top - rect.bottom
                  : rect.top >= edge.bottom
                    ? rect.top - edge.bottom
                    : NaN;
              if (overlaps && gap < minTextToButton) {
                problems.push(`${describe(element)} is ${Math.round(gap)} px from the button ${describe(button)}`);
                break;
              }
            }
          }
          return problems;
        },
        { minTextToBorder, minTextToButton },
      );
    },
  },
  {
    name: "the footer reaches the bottom of the window, however short the page",
    widths: [375, 1280],
    scripting: ["no-js"],
    async check(page) {
      const gap = await page.evaluate(
        () =>
          document.documentElement.scrollHeight -
          (document.querySelector("footer")!.getBoundingClientRect().bottom + window.scrollY),
      );
      return gap > 1 ? [`the footer ends ${Math.round(gap)} px above the bottom of the page`] : [];
    },
  },
  {
    name: "the header keeps its parts apart: the site name beside a folded menu, links with room, the search by its neighbour",
    // 375: folded with room for the name; 768: the narrowest unfolded header.
    widths: [320, 375, 768, 1024, 1280],
    scripting: ["no-js"],
    async check(page) {
      return page.evaluate(
        ({ minBetweenLinks, maxSearchToNext }) => {
          const problems: string[] = [];
          const header = document.querySelector("header")!;
          const shown = (element: Element | null): element is Element =>
            !!element && element.checkVisibility({ visibilityProperty: true });
          const toggle = header.querySelector("details > summary");
          const menuFolded = shown(toggle);
          const name = header.querySelector("a span");
          if (menuFolded && window.innerWidth >= 360 && !(name && name.getBoundingClientRect().width > 1)) {
            problems.push("the navigation is folded into the menu, yet the site name is not shown beside the logo");
          }
          const words = (element: Element) => {
            const range = document.createRange();
            range.selectNodeContents(element);
            return range.getBoundingClientRect();
          };
          const links = [...header.querySelectorAll('nav[aria-label="Main"] li a')].filter(shown);
          for (let i = 1; i < links.length; i++) {
            const [before, after] = [words(links[i - 1]!), words(links[i]!)];
            if (Math.abs(before.top - after.top) > 2) continue;
            const gap = after.left - before.right;
            if (gap < minBetweenLinks) {
              problems.push(
                `"${links[i - 1]!.textContent}" and "${links[i]!.textContent}" are ${Math.round(gap)} px apart`,
              );
            }
          }
          const search = header.querySelector('a[href="/search"], button[aria-haspopup="dialog"]');
          const next = menuFolded ? toggle : links[0];
          if (shown(search) && next) {
            const gap = next.getBoundingClientRect().left - search.getBoundingClientRect().right;
            if (gap > maxSearchToNext) {
              problems.push(
                `the search stands ${Math.round(gap)} px from ${menuFolded ? "the menu" : "the navigation"}`,
              );
            }
          }
          return problems;
        },
        { minBetweenLinks, maxSearchToNext },
      );
    },
  },
  {
    name: "an email address is whole on screen, and breaks only after its @ or before a dot",
    widths: [320, 768],
    scripting: ["no-js"],
    async check(page) {
      return page.evaluate(() => {
        const problems: string[] = [];
        const email = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[a-z]{2,}/gi;
        const blocks = new Set<Element>();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.textContent?.includes("@") && node.parentElement?.checkVisibility()) {
            // The block the address is laid out in (its text may be split by <wbr> or a link).
            let block = node.parentElement;
            while (block.parentElement && getComputedStyle(block).display.startsWith("inline"))
              block = block.parentElement;
            blocks.add(block);
          }
        }
        for (const block of blocks) {
          // Every character of the block's text, with the text node it is in.
          const chars: { node: Text; offset: number }[] = [];
          const texts = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
          for (let node = texts.nextNode() as Text | null; node; node = texts.nextNode() as Text | null) {
            for (let offset = 0; offset < node.data.length; offset++) chars.push({ node, offset });
          }
          const text = chars.map(({ node, offset }) => node.data[offset]).join("");
          for (const match of text.matchAll(email)) {
            const boxes = [...match[0]].map((_, i) => {
              const { node, offset } = chars[match.index + i]!;
              const range = document.createRange();
              range.setStart(node, offset);
              range.setEnd(node, offset + 1);
              return range.getBoundingClientRect();
            });
            for (let i = 1; i < boxes.length; i++) {
              const brokenHere = boxes[i]!.top > boxes[i - 1]!.top + 2;
              if (brokenHere && match[0][i - 1] !== "@" && match[0][i] !== ".") {
                problems.push(`${match[0]} breaks between "${match[0].slice(0, i)}" and "${match[0].slice(i)}"`);
              }
            }
            // Cut off: a character outside the window, or outside a box that clips what overflows it.
            for (let clip = block as Element | null; clip; clip = clip.parentElement) {
              const style = getComputedStyle(clip);
              const clips = clip === document.body || style.overflowX !== "visible";
              if (!clips) continue;
              const edge =
                clip === document.body ? { left: 0, right: window.innerWidth } : clip.getBoundingClientRect();
              if (boxes.some((box) => box.width > 0 && (box.left < edge.left - 1 || box.right > edge.right + 1))) {
                problems.push(`${match[0]} is cut off by the edge of <${clip.localName}>`);
                break;
              }
              if (clip === document.body) break;
            }
          }
        }
        return [...new Set(problems)];
      });
    },
  },
  {
    name: "the space above a page's first content is the page's own padding, no more",
    widths: [320, 768],
    scripting: ["no-js"],
    async check(page) {
      return page.evaluate(() => {
        // The page's header (its h1) and the column after it.
        const top = document.querySelector("main h1")?.closest("main > *");
        const column = top?.nextElementSibling?.matches("div") ? top.nextElementSibling : null;
        if (!column) return [];
        const padding = parseFloat(getComputedStyle(column).paddingTop);
        const start = column.getBoundingClientRect().top + padding;
        const walker = document.createTreeWalker(column, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || !node.parentElement?.checkVisibility()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const first = [...range.getClientRects()].find((rect) => rect.height > 2);
          if (!first) continue;
          // The line box of the first text, not its glyphs (a heading's own leading is no gap), or
          // the box it is drawn in (a card, a note: their padding is no gap either).
          let top = Math.min(first.top, node.parentElement.getBoundingClientRect().top);
          for (let box: Element | null = node.parentElement; box && box !== column; box = box.parentElement) {
            const style = getComputedStyle(box);
            const transparent = style.backgroundColor === "rgba(0, 0, 0, 0)" || style.backgroundColor === "transparent";
            if (parseFloat(style.borderTopWidth) > 0 || !transparent)
              top = Math.min(top, box.getBoundingClientRect().top);
          }
          const gap = Math.round(top - start);
          return gap > 8
            ? [`${gap} px more than the page's padding (${padding} px) above "${node.textContent.trim().slice(0, 30)}"`]
            : [];
        }
        return [];
      });
    },
  },
  {
    name: "controls that do different things have different names (a disabled button says what it is for)",
    widths: [320, 768],
    scripting: ["no-js"],
    async check(page) {
      return page.evaluate(() => {
        const nameOf = (control: Element) => {
          const labelledBy = control.getAttribute("aria-labelledby");
          const name = labelledBy
            ? labelledBy
                .split(/\s+/)
                .map((id) => document.getElementById(id)?.textContent ?? "")
                .join(" ")
            : (control.getAttribute("aria-label") ?? control.textContent ?? "");
          return name.replace(/\s+/g, " ").trim();
        };
        const seen = new Map<string, Set<string>>();
        for (const control of document.querySelectorAll("main a[href], main button")) {
          if (!control.checkVisibility()) continue;
          // A link's target is what it does; every button is a thing of its own.
          const does =
            control instanceof HTMLAnchorElement
              ? new URL(control.href).href
              : `button ${[...document.querySelectorAll("main button")].indexOf(control as HTMLButtonElement)}`;
          const name = nameOf(control);
          seen.set(name, (seen.get(name) ?? new Set()).add(does));
        }
        return [...seen]
          .filter(([, does]) => does.size > 1)
          .map(([name, does]) => `${does.size} controls named "${name}" do different things`);
      });
    },
  },
  {
    name: "a page many windows tall has links to places within it",
    widths: [320, 768],
    scripting: ["no-js"],
    async check(page) {
      return page.evaluate((maxScreens) => {
        const screens = document.documentElement.scrollHeight / window.innerHeight;
        if (screens <= maxScreens) return [];
        // An index (the dictionary's letters), or links to each part (a process's steps).
        const jumps = [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="#"]')].filter(
          (link) => link.checkVisibility() && document.getElementById(decodeURIComponent(link.hash.slice(1))),
        );
        return jumps.length > 0 ? [] : [`${Math.round(screens)} windows tall, with no link to a place on the page`];
      }, maxScreensWithoutJumps);
    },
  },
  {
    name: "the site name in the header is whole and on one line",
    widths: [320, 375, 768, 1280],
    scripting: ["no-js"],
    async check(page) {
      const name = await page
        .locator("header a")
        .first()
        .locator("span")
        .first()
        .evaluate((span) => {
          const range = document.createRange();
          range.selectNodeContents(span);
          return {
            // Screen readers only (from md to xl the logo stands alone).
            shown: span.getBoundingClientRect().width > 1,
            lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
            cut: span.scrollWidth > span.clientWidth,
          };
        });
      if (!name.shown) return [];
      return [
        ...(name.lines > 1 ? [`the site name takes ${name.lines} lines`] : []),
        ...(name.cut ? ["the site name is cut short"] : []),
      ];
    },
  },
];
