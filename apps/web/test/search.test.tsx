import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { writeSearchIndex } from "../postbuild/search-index";
import { sectionOfPath } from "../app/search/indexing";
import type { PagefindPage, PagefindSubResult } from "../app/search/pagefind";
import { groupResults, parseExcerpt } from "../app/search/results";
import { hostileQueries } from "./hostile-input";
import { renderApp } from "./render-app";

describe("what the search indexes", () => {
  it("puts each page in its section by its address", () => {
    expect(sectionOfPath("/dictionary/trust")).toBe("Dictionary");
    expect(sectionOfPath("/dictionary")).toBe("Dictionary");
    expect(sectionOfPath("/diy-processes/affidavits-declarations")).toBe("DIY processes");
    expect(sectionOfPath("/faq")).toBe("FAQ");
    expect(sectionOfPath("/video-library/irs-taxes")).toBe("Videos");
    expect(sectionOfPath("/services/private-trust")).toBe("Pages");
    expect(sectionOfPath("/")).toBe("Pages");
    expect(sectionOfPath("/dictionaryish")).toBe("Pages");
  });
});

describe("excerpts", () => {
  it("marks the matched words and keeps everything else as text", () => {
    expect(parseExcerpt("A <mark>trust</mark> holds <mark>trust</mark> property.")).toEqual([
      { text: "A ", marked: false },
      { text: "trust", marked: true },
      { text: " holds ", marked: false },
      { text: "trust", marked: true },
      { text: " property.", marked: false },
    ]);
  });

  it("shows markup from the page's text as text, never as elements", () => {
    // Pagefind escapes < and > of the page's own text; only its <mark> tags are real.
    const parts = parseExcerpt('Write &lt;mark&gt; or &lt;img src=x onerror="x"&gt; <mark>here</mark>');
    expect(parts).toEqual([
      { text: 'Write <mark> or <img src=x onerror="x"> ', marked: false },
      { text: "here", marked: true },
    ]);
  });
});

const sub = (url: string, excerpt: string, score: number, title?: string, weight = 1): PagefindSubResult => ({
  title: title ?? url,
  url,
  excerpt,
  weighted_locations: [{ weight, balanced_score: score }],
  ...(title ? { anchor: { element: "div", id: url.split("#")[1]!, title } } : {}),
});

const page = (url: string, title: string, section: string | undefined, subs: PagefindSubResult[]): PagefindPage => ({
  url,
  excerpt: subs[0]?.excerpt ?? "",
  meta: { title, ...(section ? { section } : {}) },
  sub_results: subs,
});

describe("grouping results", () => {
  const faq = page("/faq", "Frequently Asked Questions", "FAQ", [
    sub("/faq#are-you-licensed", "Are you <mark>licensed</mark>?", 5, "Are you licensed?"),
    sub("/faq#do-you-give-legal-advice", "not <mark>licensed</mark> to", 9, "Do you give legal advice?"),
  ]);
  const process = page("/diy-processes/affidavits-declarations", "Declarations, Affidavits", "DIY processes", [
    sub("/diy-processes/affidavits-declarations", "An introduction to <mark>affidavits</mark>", 3),
    sub("/diy-processes/affidavits-declarations#step-3", "Create your first <mark>affidavit</mark>", 8, "Step 3"),
  ]);
  const term = page("/dictionary/affidavit", "Affidavit", "Dictionary", [
    sub("/dictionary/affidavit", "<mark>Affidavit</mark>. Legal term.", 12, undefined, 10),
    sub("/dictionary/affidavit#definition-heading", "Definition. A written <mark>affidavit</mark>", 1),
  ]);

  it("makes each marked place its own result in its section: questions in FAQ, steps in Lessons", () => {
    const groups = groupResults([faq, process], "licensed");
    expect(groups.map((group) => group.label)).toEqual(["FAQ", "Lessons", "DIY processes"]);
    expect(groups[0]!.results.map((result) => [result.title, result.href])).toEqual([
      ["Do you give legal advice?", "/faq#do-you-give-legal-advice"],
      ["Are you licensed?", "/faq#are-you-licensed"],
    ]);
    expect(groups[1]!.results[0]).toEqual({
      href: "/diy-processes/affidavits-declarations#step-3",
      title: "Step 3",
      context: "Declarations, Affidavits",
      excerpt: [
        { text: "Create your first ", marked: false },
        { text: "affidavit", marked: true },
      ],
    });
    expect(groups[2]!.results[0]!.href).toBe("/diy-processes/affidavits-declarations");
  });

  it("counts a match under a heading inside a marked place (a lesson's own h3) for that place", () => {
    const lessonPage: PagefindPage = {
      ...page("/diy-processes/affidavits-declarations", "Declarations, Affidavits", "DIY processes", [
        {
          title: "At the notary",
          url: "/diy-processes/affidavits-declarations#at-the-notary",
          excerpt: "a <mark>jurat</mark> is",
          weighted_locations: [{ weight: 1, balanced_score: 4 }],
          anchor: { element: "h3", id: "at-the-notary", location: 1749 },
        },
        {
          title: "Record it",
          url: "/diy-processes/affidavits-declarations#record-it",
          excerpt: "the <mark>jurat</mark> again",
          weighted_locations: [{ weight: 1, balanced_score: 2 }],
          anchor: { element: "h3", id: "record-it", location: 2229 },
        },
      ]),
      anchors: [
        { element: "h2", id: "steps-heading", location: 81 },
        { element: "dialog", id: "step-3", title: "Step 3: Create Your First Affidavit", location: 1357 },
        { element: "h3", id: "at-the-notary", location: 1749 },
        { element: "dialog", id: "step-4", title: "Step 4: Record Your First Affidavit Publicly", location: 1938 },
        { element: "h3", id: "record-it", location: 2229 },
      ],
    };
    const groups = groupResults([lessonPage], "jurat");
    expect(groups.map((group) => group.label)).toEqual(["Lessons"]);
    expect(groups[0]!.results.map((result) => [result.title, result.href])).toEqual([
      ["Step 3: Create Your First Affidavit", "/diy-processes/affidavits-declarations#step-3"],
      ["Step 4: Record Your First Affidavit Publicly", "/diy-processes/affidavits-declarations#step-4"],
    ]);
  });

  it("keeps a page one result when its matches are not in marked places, its excerpt from the body", () => {
    // The title's match weighs most, but the excerpt comes from where the body matched.
    const groups = groupResults([term], "sworn");
    expect(groups).toEqual([
      {
        label: "Dictionary",
        results: [
          {
            href: "/dictionary/affidavit",
            title: "Affidavit",
            excerpt: [
              { text: "Definition. A written ", marked: false },
              { text: "affidavit", marked: true },
            ],
          },
        ],
      },
    ]);
  });

  it("puts the page named like the query first, and its section with it", () => {
    const groups = groupResults([process, faq, term], "  AFFIDAVIT ");
    expect(groups[0]!.label).toBe("Dictionary");
    expect(groups[0]!.results[0]!.title).toBe("Affidavit");
  });

  it("files a page without a known section under Pages", () => {
    const stray = page("/somewhere", "Somewhere", "Elsewhere", [sub("/somewhere", "x", 1)]);
    const untagged = page("/other", "Other", undefined, [sub("/other", "y", 1)]);
    expect(groupResults([stray, untagged], "x").map((group) => [group.label, group.results.length])).toEqual([
      ["Pages", 2],
    ]);
  });
});

describe("the header's search", () => {
  it("opens from the button, from / and from Ctrl+K, but not while typing in a field", async () => {
    const { user } = await renderApp("/dictionary");
    const button = screen.getByRole("button", { name: "Search" });
    expect(button).toHaveAttribute("aria-haspopup", "dialog");
    expect(button).toHaveAttribute("aria-keyshortcuts", "/ Control+K Meta+K");

    await user.click(screen.getByRole("searchbox", { name: "Search legal terms" }));
    await user.keyboard("/");
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(screen.getByRole("searchbox", { name: "Search legal terms" })).toHaveValue("/"));

    await user.click(document.body);
    await user.keyboard("/");
    const dialog = await screen.findByRole("dialog", { name: "Search the site" }, { timeout: 5000 });
    await waitFor(() => expect(within(dialog).getByRole("combobox", { name: "Search the site" })).toHaveFocus());
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await user.keyboard("{Control>}k{/Control}");
    expect(await screen.findByRole("dialog", { name: "Search the site" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await user.click(button);
    expect(await screen.findByRole("dialog", { name: "Search the site" })).toBeInTheDocument();
  });

  it("says so when the index cannot be loaded, and offers the dictionary and the processes", async () => {
    // Unit tests run without a build, so there is no index to load: the failure path.
    const { user } = await renderApp("/about");
    await user.click(screen.getByRole("button", { name: "Search" }));
    const dialog = await screen.findByRole("dialog", { name: "Search the site" });
    await user.keyboard("trust");
    expect(await within(dialog).findByRole("status")).toHaveTextContent("Search could not be loaded.");
    expect(within(dialog).getByRole("link", { name: "Browse the dictionary" })).toHaveAttribute("href", "/dictionary");
    expect(within(dialog).getByRole("link", { name: "Browse the DIY processes" })).toHaveAttribute(
      "href",
      "/diy-processes",
    );
  });
});

describe("/search", () => {
  it("takes its query from ?q= and keeps the address in step with the field", async () => {
    const { user, router } = await renderApp("/search?q=notary");
    expect(screen.getByRole("heading", { level: 1, name: "Search" })).toBeInTheDocument();
    const field = within(screen.getByRole("search")).getByRole("combobox", { name: "Search the site" });
    expect(field).toHaveValue("notary");
    await user.clear(field);
    await user.type(field, "a b");
    await waitFor(() => expect(router.state.location.search).toBe("?q=a+b"));
    await user.clear(field);
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  });

  it.each(hostileQueries)("shows %s as typed", async (_, query) => {
    await renderApp(`/search?q=${encodeURIComponent(query)}`);
    expect(screen.getByRole("combobox", { name: "Search the site" })).toHaveValue(query);
    expect(document.querySelector("main img")).toBeNull();
  });
});

describe("addresses that open a place", () => {
  // The FAQ's answers are the browser's own disclosures: an open one is an open <details>.
  const openAnswers = () =>
    [...document.querySelectorAll<HTMLDetailsElement>("main details[open] > summary")].map((summary) =>
      summary.textContent?.trim(),
    );

  it("/faq#<question> opens that question", async () => {
    await renderApp("/faq#are-you-licensed");
    await waitFor(() => expect(openAnswers()).toEqual(["Are you licensed?"]));
  });

  it("/diy-processes/<id>#step-N opens that step's lesson", async () => {
    await renderApp("/diy-processes/affidavits-declarations#step-3");
    expect(await screen.findByRole("dialog", { name: /^Step 3: / })).toBeInTheDocument();
  });

  it("ignores a fragment that names nothing it can open", async () => {
    await renderApp("/faq#no-such-question");
    expect(openAnswers()).toEqual([]);
    await renderApp("/diy-processes/affidavits-declarations#step-5");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("the index build", () => {
  const html = (body: string) =>
    `<!doctype html><html lang="en"><head><title>t</title></head><body><header>Menu words</header>${body}</body></html>`;

  it("indexes exactly the listed pages, and writes only the files the site's search uses", async () => {
    const client = fs.mkdtempSync(path.join(os.tmpdir(), "search-index-"));
    try {
      const write = (file: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
        fs.writeFileSync(path.join(client, file), text);
      };
      write("index.html", html("<main data-pagefind-body><h1>Home</h1><p>Welcome aardvark</p></main>"));
      write("faq/index.html", html("<main data-pagefind-body><h1>FAQ</h1><p>Zebra answers</p></main>"));
      write("404.html", html("<main data-pagefind-body><h1>Not found</h1></main>"));
      const figures = await writeSearchIndex(client, ["/", "/faq"]);
      expect(figures.pages).toBe(2);
      const out = path.join(client, "pagefind");
      const files = fs.readdirSync(out);
      expect(files).toEqual(expect.arrayContaining(["pagefind.js", "pagefind-worker.js", "pagefind-entry.json"]));
      expect(files.filter((file) => /ui|highlight/.test(file))).toEqual([]);
      const entry = JSON.parse(fs.readFileSync(path.join(out, "pagefind-entry.json"), "utf8")) as {
        languages: Record<string, { page_count: number }>;
      };
      expect(entry.languages.en!.page_count).toBe(2);
    } finally {
      fs.rmSync(client, { recursive: true, force: true });
    }
  });

  it("fails, naming the page, when a page has no marked main content", async () => {
    const client = fs.mkdtempSync(path.join(os.tmpdir(), "search-index-"));
    try {
      fs.mkdirSync(path.join(client, "about"));
      fs.writeFileSync(path.join(client, "about/index.html"), html("<main><h1>About</h1></main>"));
      await expect(writeSearchIndex(client, ["/about"])).rejects.toThrow(/\/about .*data-pagefind-body/);
    } finally {
      fs.rmSync(client, { recursive: true, force: true });
    }
  });
});
