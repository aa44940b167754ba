import { z } from "zod";
import { renderMarkdown } from "../rich/markdown.ts";
import type { Rich } from "../rich/rich-text.ts";
import { interpolate } from "../rich/site-values.ts";
import { hostlessWebAddress, linkCause, linkProblem, mediaFolders, refusedFile } from "./links.ts";
import { maybeSiteIndex, validatingDraft } from "./site-index.ts";

/**
 * Schema helpers in the style of Velite's: each validates and transforms in one step, and checks
 * what it refers to (a page, a file, another entry) against the site being built, so every check is
 * written once, with one wording, and zod reports it at the field it belongs to.
 */

/** Generous: the longest definition the site ships is under 1,000 characters. */
const maxTextLength = 20_000;

/**
 * Characters that reorder how text is displayed without being visible (the "Trojan Source" set):
 * a term could read one way on the page and sort, link and search as another.
 */
const bidiControl = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * Control characters other than tabs and line breaks: never text, and written only by an escape
 * such as "\0" in quoted YAML (a raw one in a file is reported where the file is read).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const codePoint = (found: string) => found.codePointAt(0)?.toString(16).toUpperCase().padStart(4, "0");

type Ctx = z.core.$RefinementCtx<string>;

/** Where inside a Markdown text a problem is, so the reporter can add it to the field's own line. */
interface WithinText {
  within: { line: number; column: number };
}

/** The unreadable file a problem follows from (see ContentIssue.causedBy), carried in a zod issue's params. */
interface CausedBy {
  causedBy?: string;
}

/**
 * Non-empty text, trimmed, of a sane length, without hidden reordering or control characters. `{site.…}` values (written
 * once in site.yaml: a price, an address) are replaced by their text.
 */
export const text = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(maxTextLength)
    .refine((value) => !bidiControl.test(value), {
      error: (issue) =>
        `contains an invisible bidirectional control character (U+${codePoint(bidiControl.exec(String(issue.input))?.[0] ?? "")}), which makes text display differently from how it is stored: delete it`,
    })
    .refine((value) => !controlCharacter.test(value), {
      error: (issue) =>
        `contains a control character (U+${codePoint(controlCharacter.exec(String(issue.input))?.[0] ?? "")}), which is not text: delete it (in quoted YAML, an escape such as \\0 writes one)`,
    })
    .transform(siteValues);

function siteValues(value: string, ctx: Ctx): string {
  // Read only when needed: a text without placeholders does not depend on site.yaml.
  if (!value.includes("{")) return value;
  const site = maybeSiteIndex()?.site;
  if (!site) return value;
  return interpolate(value, site, (placeholder) => ctx.addIssue(`${placeholder} is not a text or number in site.yaml`));
}

function checkLink(target: string, ctx: Ctx, params?: WithinText): void {
  const index = maybeSiteIndex();
  if (!index) return;
  const problem = linkProblem(target, index, { draft: validatingDraft() });
  if (!problem) return;
  const causedBy = linkCause(target, index);
  const all: WithinText | CausedBy | undefined = causedBy ? { ...params, causedBy } : params;
  ctx.addIssue({ code: "custom", input: target, message: problem, ...(all ? { params: all } : {}) });
}

/** A link: a site path (checked against the site's pages and files), an anchor, or an address elsewhere. */
export const href = () =>
  z
    .string()
    .trim()
    // `https:` without its `//` is the link check's to refuse, with the address as it was meant.
    .refine((value) => /^(\/|#|https?:|mailto:|tel:)/i.test(value), {
      message: "expected a site path starting with '/', an anchor '#...', or an http(s)/mailto/tel URL",
    })
    .transform((value, ctx) => {
      checkLink(value, ctx);
      return value;
    });

/** The JSON Schema annotation naming the content folder a file field's value lives in (media, downloads). */
export const contentFolderKeyword = "x-content-folder";

/** Markdown (HTML links allowed, nothing that runs or embeds), stored as a rich tree; its links are checked. */
export const markdown = () =>
  text()
    .transform((value, ctx): Rich => {
      const { tree, text: plain, links, problem, htmlProblems = [] } = renderMarkdown(value);
      for (const { value: message, ...within } of [...(problem ? [problem] : []), ...htmlProblems]) {
        ctx.addIssue({ code: "custom", input: value, message, params: { within } });
      }
      for (const link of links) checkLink(link.value, ctx, { within: { line: link.line, column: link.column } });
      return { tree, text: plain };
    })
    // Standard JSON Schema annotations, which the browser editor reads to choose a field's widget.
    .meta({ contentMediaType: "text/markdown" });

/** An image under content/media, written `logo.svg` or `/media/logo.svg`; becomes its site path. */
export const media = () =>
  text()
    .transform((value, ctx) => {
      const name = value.replace(/^\/?media\//, "");
      const index = maybeSiteIndex();
      if (index && !index.media.has(name)) {
        ctx.addIssue(
          refusedFile(mediaFolders.media, name, index) ??
            `no file media/${name} in the content folder (expected an image under content/media)`,
        );
      }
      return `/${mediaFolders.media}/${name}`;
    })
    .meta({ [contentFolderKeyword]: mediaFolders.media });

/**
 * A link-preview image (Open Graph, Twitter card): a raster image in content/media, because the
 * services that draw previews ignore SVG and a shared page would show no picture at all.
 */
export const previewImage = () =>
  media().refine((path) => /\.(png|jpe?g|webp|gif)$/i.test(path), {
    error: (issue) =>
      `link previews cannot show ${String(issue.input).split("/").pop()}: use a PNG or JPEG image (ideally 1200×630) in content/media`,
  });

/** A file under content/downloads that visitors download; becomes its address, name and size. */
export const download = () =>
  text()
    .transform((name, ctx) => {
      const index = maybeSiteIndex();
      const bytes = index?.downloads.get(name);
      if (index && bytes === undefined) {
        ctx.addIssue(
          refusedFile(mediaFolders.downloads, name, index) ?? `no file downloads/${name} in the content folder`,
        );
      }
      return { href: `/${mediaFolders.downloads}/${encodeURI(name)}`, fileName: name, bytes: bytes ?? 0 };
    })
    .meta({ [contentFolderKeyword]: mediaFolders.downloads });

/** A lowercase id of letters, digits and hyphens: it becomes part of an address. */
export const slugId = () =>
  z
    .string()
    .regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      "expected a lowercase id of letters, digits and hyphens, e.g. 'trust-and-estate'",
    );

/** The id of an entry of another collection, which must exist. */
export const reference = (collection: string, what = collection) =>
  z
    .string()
    .trim()
    .transform((id, ctx) => {
      const index = maybeSiteIndex();
      const ids = index?.idsOf(collection);
      if (ids && !ids.has(id)) {
        const causedBy = index!.unreadable.entry(collection, id);
        ctx.addIssue({
          code: "custom",
          input: id,
          message: `no ${what} has the id "${id}"${suggestId(id, ids)}`,
          ...(causedBy ? { params: { causedBy } satisfies CausedBy } : {}),
        });
      }
      const draft = index?.draftIdsOf(collection)?.get(id);
      if (draft !== undefined && !validatingDraft()) {
        ctx.addIssue(
          `the ${what} "${id}" is in a draft, ${draft}: publish that first (delete its draft: true), or leave it out`,
        );
      }
      return id;
    });

function suggestId(id: string, ids: ReadonlySet<string>): string {
  const near = [...ids].filter((candidate) => candidate.includes(id) || id.includes(candidate)).slice(0, 3);
  return near.length > 0 ? ` (did you mean ${near.map((n) => `"${n}"`).join(" or ")}?)` : "";
}

export { hostname, httpsAddress, origin, scriptAddress } from "./origins.ts";

/** A count or a position: a whole number from 1 (a step's days, a frame's pixels, a place in a list). */
export const positiveInt = () => z.int().positive();

/** Generous for any list an author writes in one field (a menu, a page's buttons, a category's videos). */
export const maxFieldItems = 100;

/** A list in a field, of at most `max` items: a few lines of YAML should not make a page of thousands. */
export const list = <T extends z.ZodType>(item: T, max = maxFieldItems) => z.array(item).max(max);

// The URL parser reads `https:www.example.org` as a host; browsers read it as a path on this site.
export const httpsUrl = () =>
  z.url({ protocol: /^https?$/, error: "expected an absolute http(s) URL" }).superRefine((value, ctx) => {
    const hostless = hostlessWebAddress(value);
    if (hostless) ctx.addIssue({ code: "custom", input: value, message: hostless });
  });

/** A button or link: what it says and where it goes. */
export const action = z.strictObject({
  label: text().meta({ description: "What the button or link says.", examples: ["Contact us"] }),
  href: href().meta({
    description: "Where it goes: a page of the site (/contact), a file (/downloads/form.pdf) or an https:// address.",
    examples: ["/contact"],
  }),
});
export type Action = z.output<typeof action>;
