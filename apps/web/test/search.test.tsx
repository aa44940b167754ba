import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SearchSettings } from "@site/content";
import { writeSearchIndex } from "../postbuild/search-index";
import { sectionOfPath } from "../app/search/indexing";
import { Vocabulary, type Lexicon } from "../app/search/lexicon";
import type { PagefindPage, PagefindSubResult } from "../app/search/pagefind";
import { planSearch, wordMatches } from "../app/search/query-plan";
import { groupResults, matchedAsAsked, parseExcerpt, withoutRepeatOf } from "../app/search/results";
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

  it("never marks a single letter", () => {
    expect(parseExcerpt("<mark>A.</mark> <mark>trust</mark> for <mark>I</mark>")).toEqual([
      { text: "A. ", marked: false },
      { text: "trust", marked: true },
      { text: " for I", marked: false },
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
  content: subs.map((sub) => sub.excerpt.replace(/<\/?mark>/g, "")).join(" "),
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
    const groups = groupResults([faq, process], { names: ["licensed"], words: [], synonymNames: [] });
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
    const groups = groupResults([lessonPage], { names: ["jurat"], words: [], synonymNames: [] });
    expect(groups.map((group) => group.label)).toEqual(["Lessons"]);
    expect(groups[0]!.results.map((result) => [result.title, result.href])).toEqual([
      ["Step 3: Create Your First Affidavit", "/diy-processes/affidavits-declarations#step-3"],
      ["Step 4: Record Your First Affidavit Publicly", "/diy-processes/affidavits-declarations#step-4"],
    ]);
  });

  it("keeps a page one result when its matches are not in marked places, its excerpt from the body", () => {
    // The title's match weighs most, but the excerpt comes from where the body matched.
    const groups = groupResults([term], { names: ["sworn"], words: [], synonymNames: [] });
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
    const groups = groupResults([process, faq, term], { names: ["  AFFIDAVIT "], words: [], synonymNames: [] });
    expect(groups[0]!.label).toBe("Dictionary");
    expect(groups[0]!.results[0]!.title).toBe("Affidavit");
  });

  it("puts first a result named as asked, then one whose title has every word typed", () => {
    const steps = page(
      "/diy-processes/affidavits-declarations",
      "Declarations, Affidavits and Recordings",
      "DIY processes",
      [
        sub("/diy-processes/affidavits-declarations", "Declarations, <mark>Affidavits</mark>", 50),
        sub(
          "/diy-processes/affidavits-declarations#step-4",
          "<mark>Record</mark> it",
          9,
          "Step 4: Record Your Affidavit",
        ),
      ],
    );
    const record = page("/dictionary/recording", "Recording", "Dictionary", [sub("/dictionary/recording", "x", 3)]);
    const titles = (words: string[], names: string[] = []) =>
      groupResults([steps, record], { names, words, synonymNames: [] }).flatMap((group) =>
        group.results.map((result) => result.title),
      );
    expect(titles([])).toEqual([
      "Declarations, Affidavits and Recordings",
      "Step 4: Record Your Affidavit",
      "Recording",
    ]);
    expect(titles(["record", "affidavit"])).toEqual([
      "Step 4: Record Your Affidavit",
      "Declarations, Affidavits and Recordings",
      "Recording",
    ]);
    expect(titles(["record", "affidavit"], ["recording"])[0]).toBe("Recording");
    // Named by a synonym: after the titles with the words typed, before the rest.
    const bySynonym = groupResults([steps, record], { names: [], words: ["record"], synonymNames: ["recording"] });
    expect(bySynonym.flatMap((group) => group.results.map((result) => result.title))).toEqual([
      "Step 4: Record Your Affidavit",
      "Recording",
      "Declarations, Affidavits and Recordings",
    ]);
  });

  it("never starts an excerpt with the title shown just before it (“EIN EIN.”)", () => {
    // The page's text starts with its heading: a match there alone has nothing else to show.
    const ein: PagefindPage = {
      ...page("/dictionary/ein", "EIN", "Dictionary", [sub("/dictionary/ein", "<mark>EIN.</mark>", 10, undefined, 10)]),
      excerpt: "<mark>EIN.</mark> Definition. Employer Identification Number: a nine-digit number",
    };
    const question = page("/faq", "Frequently Asked Questions", "FAQ", [
      sub(
        "/faq#do-you-practice-law-in-california",
        "Do you practice law in <mark>California?</mark> No. We do not practice law in <mark>California</mark>",
        4,
        "Do you practice law in California?",
      ),
    ]);
    const shown = groupResults([ein, question], { names: ["ein"], words: [], synonymNames: [] }).flatMap((group) =>
      group.results.map((result) => [result.title, result.excerpt.map((part) => part.text).join("")]),
    );
    expect(shown).toEqual([
      ["EIN", "Definition. Employer Identification Number: a nine-digit number"],
      ["Do you practice law in California?", "No. We do not practice law in California"],
    ]);
    expect(withoutRepeatOf("<mark>Fee Simple.</mark> Videos on fee simple", "Fee Simple")).toBe("Videos on fee simple");
    expect(withoutRepeatOf("<mark>Fee</mark> Simple <mark>ownership", "Fee")).toBe("Simple <mark>ownership");
    expect(withoutRepeatOf("<mark>Fee Simple ownership</mark> lasts", "Fee")).toBe(
      "<mark>Simple ownership</mark> lasts",
    );
    expect(withoutRepeatOf("A fee simple", "Fee Simple")).toBe("A fee simple");
    // Words that are no words ("&") are passed over; an excerpt may start inside the title.
    expect(withoutRepeatOf("Trusts & Estate Planning. Videos on trusts", "Trusts & Estate Planning")).toBe(
      "Videos on trusts",
    );
    expect(withoutRepeatOf("of <mark>Attorney</mark> Act, that set", "Power of Attorney")).toBe("Act, that set");
  });

  it("files a page without a known section under Pages", () => {
    const stray = page("/somewhere", "Somewhere", "Elsewhere", [sub("/somewhere", "x", 1)]);
    const untagged = page("/other", "Other", undefined, [sub("/other", "y", 1)]);
    expect(
      groupResults([stray, untagged], { names: ["x"], words: [], synonymNames: [] }).map((group) => [
        group.label,
        group.results.length,
      ]),
    ).toEqual([["Pages", 2]]);
  });
});

describe("reading a query", () => {
  // What a small site's index holds, and its content/search.yaml.
  const lexicon: Lexicon = {
    words: {
      a: 120,
      affidavit: 5,
      affidavits: 3,
      attorney: 19,
      trust: 40,
      trusts: 10,
      trustee: 12,
      record: 8,
      recording: 4,
      notarized: 3,
      donation: 3,
      usd: 1,
      fee: 7,
      contact: 6,
      power: 8,
      of: 100,
      how: 25,
      do: 20,
      an: 30,
      "5000": 1,
      "000": 2,
      schedule: 2,
      amid: 1,
      cal: 1,
      california: 1,
      call: 3,
      called: 13,
      calmly: 1,
      usdot: 1,
      feet: 1,
      simple: 3,
      ein: 3,
      employer: 4,
      identification: 9,
      number: 12,
      numbered: 2,
      tax: 20,
    },
    names: ["Affidavit", "Fee Simple", "Do you practice law in California?", "Trust", "Power of Attorney"],
    synonyms: [
      ["price", "cost", "fee", "fees", "donation", "USD"],
      ["POA", "power of attorney"],
      ["email", "e-mail", "contact", "call"],
      ["EIN", "employer identification number", "tax ID"],
    ],
    questionWords: ["how", "do", "an", "of"],
  };
  const vocabulary = new Vocabulary(lexicon);
  const plan = (typed: string, asTyped = false) => planSearch(typed, vocabulary, { asTyped });
  const texts = (typed: string) => plan(typed).queries.map((query) => query.text);

  it("corrects a misspelt word to the word of the index it most likely means", () => {
    const corrected = (typed: string) => [texts(typed), plan(typed).corrected];
    expect(corrected("afidavit")).toEqual([["affidavit"], "affidavit"]);
    expect(corrected("atorney")).toEqual([["attorney"], "attorney"]);
    // Two words are one letter away: the one on more pages.
    expect(corrected("trustt")).toEqual([["trust"], "trust"]);
    // Two neighbours swapped count as one mistake.
    expect(corrected("recrod")).toEqual([["record"], "record"]);
    // The word being typed may be the start of one.
    expect(corrected("afida")).toEqual([["affidavit"], "affidavit"]);
    expect(plan("trust afidavit").corrected).toBe("trust affidavit");
  });

  it("leaves alone a word with results of its own: whole, unfinished, or another form of an indexed word", () => {
    for (const typed of ["affidavit", "affid", "trustees", "notarizing", "recorded"]) {
      expect(plan(typed), typed).toMatchObject({ queries: [{ text: typed, whole: [] }], words: [typed] });
      expect(plan(typed).corrected).toBeUndefined();
    }
  });

  it("matches a word of three letters or fewer whole, or as the start of a word something is named with", () => {
    // Not "call", "called" or "calmly": the whole word, and the FAQ question about California.
    expect(plan("cal").queries).toEqual([{ text: "cal", whole: [["cal", "california"]], synonyms: [] }]);
    expect(plan("tru").queries).toEqual([{ text: "tru", whole: [["trust"]], synonyms: [] }]);
    // Its other forms are the same word to Pagefind ("fees").
    expect(plan("fee").queries[0]).toEqual({ text: "fee", whole: [["fee"]], synonyms: [] });
    // In a longer query too.
    expect(plan("cal affidavit").queries).toEqual([
      { text: "cal affidavit", whole: [["cal", "california"]], synonyms: [] },
    ]);
    // Neither whole nor named: the start of any word, rather than nothing while the visitor types on.
    expect(plan("not").queries).toEqual([{ text: "not", whole: [], synonyms: [] }]);
  });

  it("finds nothing, rather than anything, for a word that no page has and nothing is close to", () => {
    expect(plan("zzyzx")).toEqual({ queries: [], names: ["zzyzx"], words: [], synonymNames: [] });
    // Short words are not guessed at: too many words are one letter away.
    expect(plan("afi").queries).toEqual([]);
    expect(plan("5001").queries).toEqual([]);
    // Left out of a longer query, which says so.
    expect([texts("trust zzyzx"), plan("trust zzyzx").corrected]).toEqual([["trust"], "trust"]);
    expect(plan("how zzyzx").queries).toEqual([]);
  });

  it("searches the words as typed when asked, so a misspelt word finds nothing", () => {
    expect(plan("afidavit", true)).toEqual({ queries: [], names: ["afidavit"], words: [], synonymNames: [] });
    expect(plan("trust affidavit", true).queries.map((query) => query.text)).toEqual(["trust affidavit"]);
  });

  it("leaves single letters and question words out, unless nothing else is left", () => {
    expect(plan("how do I record an affidavit")).toMatchObject({
      queries: [{ text: "record affidavit" }],
      words: ["record", "affidavit"],
    });
    expect(texts("schedule a")).toEqual(["schedule"]);
    expect(texts("how")).toEqual(["how"]);
  });

  it("adds a query for each way the synonyms say it, leaving out the ways no page has", () => {
    expect(texts("price")).toEqual(["fee", "donation", "usd"]);
    expect(texts("trust cost")).toEqual(["trust fee", "trust donation", "trust usd"]);
    expect(plan("POA")).toMatchObject({
      queries: [{ text: "power attorney" }],
      names: ["POA"],
      words: [],
      synonymNames: ["power of attorney", "power attorney"],
    });
    // Two words Pagefind searches alike ("fee", "fees") are one query.
    expect(texts("fee")).toEqual(["fee", "donation", "usd"]);
    expect(texts("power of attorney")).toEqual(["power attorney"]);
    expect(texts("e-mail")).toEqual(["contact", "call"]);
    // A misspelt word may mean a synonym.
    expect([texts("costs"), plan("costs").corrected]).toEqual([["fee", "donation", "usd"], "cost"]);
  });

  it("widens a query by the synonyms' phrases as written, each a whole phrase, never the start of a longer word", () => {
    // "usd" is not the start of "usdot", "fee" not of "feet". A page may say "fee" or "fees", as the list does.
    // No page has a longer word starting like "donation": Pagefind's own search finds it whole.
    expect(plan("price").queries).toEqual([
      { text: "fee", whole: [["fee"]], synonyms: ["fee", "fees"] },
      { text: "donation", whole: [], synonyms: ["donation"] },
      { text: "usd", whole: [["usd"]], synonyms: ["usd"] },
    ]);
    // The phrase whole, not "numbered"; "tax ID" is left out, as no page has "id".
    expect(plan("ein").queries).toEqual([
      { text: "ein", whole: [], synonyms: [] },
      {
        text: "employer identification number",
        whole: [["employer identification number"]],
        synonyms: ["employer identification number"],
      },
    ]);
    expect(plan("trust cost").queries[0]).toEqual({ text: "trust fee", whole: [["fee"]], synonyms: ["fee", "fees"] });
    expect(plan("POA").queries[0]).toMatchObject({ whole: [["power of attorney"]], synonyms: ["power of attorney"] });
  });

  it("counts a synonym in a page only as written, and not as the start of a longer name of the site", () => {
    expect(vocabulary.usesOnItsOwn("Pay an application fee to the State.", "fee")).toBe(true);
    expect(vocabulary.usesOnItsOwn("Land held in fee simple is taxed.", "fee")).toBe(false);
    expect(vocabulary.usesOnItsOwn("Videos on fee-simple ownership.", "fee")).toBe(false);
    expect(vocabulary.usesOnItsOwn("Fee Simple. A filing fee applies.", "fee")).toBe(true);
    // Only the forms the author wrote: "call" is not "called".
    expect(vocabulary.usesOnItsOwn("The parties are called litigants.", "call")).toBe(false);
    expect(vocabulary.usesOnItsOwn("Call the office first.", "call")).toBe(true);
    expect(vocabulary.usesOnItsOwn("A durable power of attorney.", "power of attorney")).toBe(true);
  });

  it("shows the places where a word asked for whole is marked, not a longer word that starts like it", () => {
    const call = wordMatches(plan("email").queries.find((query) => query.text === "call")!)!;
    expect(["call", "called", "calls", "phone"].map(call.asked)).toEqual([true, false, false, false]);
    expect(["call", "called", "calls", "phone"].map(call.stray)).toEqual([false, true, true, false]);
    // A short word typed: any form of it, as Pagefind finds it whole.
    const fee = wordMatches(plan("fee").queries[0]!)!;
    expect(["fee", "fees", "feet"].map(fee.asked)).toEqual([true, true, false]);
    expect(fee.stray("feet")).toBe(true);
    expect(wordMatches(plan("affidavit").queries[0]!)).toBeUndefined();

    const lessons = page("/diy-processes/affidavits-declarations", "Affidavits", "DIY processes", [
      sub("/diy-processes/affidavits-declarations#step-1", "The parties are <mark>called</mark>", 5, "Step 1"),
      sub("/diy-processes/affidavits-declarations#step-4", "<mark>Call</mark> or <mark>calling</mark>", 2, "Step 4"),
    ]);
    expect(matchedAsAsked(lessons, call).sub_results.map((found) => [found.title, found.excerpt])).toEqual([
      ["Step 4", "<mark>Call</mark> or calling"],
    ]);
    // Where no place marks it, the places stay, without the marks on the longer words.
    expect(matchedAsAsked(lessons, fee).sub_results.map((found) => found.excerpt)).toEqual(
      lessons.sub_results.map((found) => found.excerpt),
    );
    const feet = page("/x", "X", undefined, [sub("/x", "two <mark>feet</mark> and a <mark>fee</mark>", 1)]);
    expect(matchedAsAsked(feet, fee).sub_results[0]!.excerpt).toBe("two feet and a <mark>fee</mark>");
    // A word with punctuation is found by its parts too: an email address by "contact".
    const contact = wordMatches(plan("email").queries.find((query) => query.text === "contact")!)!;
    const address = page("/contact", "Contact", undefined, [sub("/contact", "<mark>contact@example.org</mark>", 1)]);
    expect(matchedAsAsked(address, contact).sub_results[0]!.excerpt).toBe("<mark>contact@example.org</mark>");
  });

  it("reads numbers and words with punctuation as the index has them", () => {
    expect(texts("$5,000")).toEqual(["5000"]);
    expect(texts("power-of-attorney")).toEqual(["power attorney"]);
  });
});

describe("the header's search", () => {
  it("opens from the button, from / and from Ctrl+K; in a field / types, and Ctrl+K still opens it", async () => {
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

    // From the dictionary's filter: ⌘K too, and what is typed next goes to the search.
    await user.click(screen.getByRole("searchbox", { name: "Search legal terms" }));
    await user.keyboard("{Meta>}k{/Meta}");
    const fromField = await screen.findByRole("dialog", { name: "Search the site" });
    await user.keyboard("lien");
    await waitFor(() =>
      expect(within(fromField).getByRole("combobox", { name: "Search the site" })).toHaveValue("lien"),
    );
    expect(screen.getByRole("searchbox", { name: "Search legal terms" })).toHaveValue("/");
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
    const field = within(screen.getByRole("search")).getByRole("searchbox", { name: "Search the site" });
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
    expect(screen.getByRole("searchbox", { name: "Search the site" })).toHaveValue(query);
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
  const settings: SearchSettings = { id: "search", synonyms: [["POA", "power of attorney"]], questionWords: ["how"] };

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
      const figures = await writeSearchIndex(client, ["/", "/faq"], settings);
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

  it("writes beside the index the words of the indexed text, as Pagefind splits them, and the synonyms", async () => {
    const client = fs.mkdtempSync(path.join(os.tmpdir(), "search-index-"));
    try {
      fs.mkdirSync(path.join(client, "services"));
      fs.writeFileSync(
        path.join(client, "services/index.html"),
        html(
          '<main data-pagefind-body><h1>Services</h1><p id="fees" data-pagefind-title="Fee Simple">A donation of $5,000 USD to the Attorney-in-Fact at FinCEN.' +
            "</p><p>Café <span data-pagefind-ignore>Coming Soon</span> trust</p></main>",
        ),
      );
      fs.writeFileSync(path.join(client, "index.html"), html("<main data-pagefind-body><p>Trust me</p></main>"));
      const figures = await writeSearchIndex(client, ["/services", "/"], settings);
      const lexicon = JSON.parse(fs.readFileSync(path.join(client, "pagefind/lexicon.json"), "utf8")) as Lexicon;
      expect(lexicon.words).toMatchObject({ services: 1, donation: 1, trust: 2, me: 1, a: 1 });
      // Pagefind finds "$5,000" by 5000 and by 000, and a hyphenated or camel-cased word whole and by its parts.
      expect(Object.keys(lexicon.words)).toEqual(
        expect.arrayContaining([
          "5000",
          "000",
          "attorneyinfact",
          "attorney",
          "in",
          "fact",
          "fincen",
          "fin",
          "cen",
          "cafe",
        ]),
      );
      // Only the indexed text: not the header, not what is left out of the index.
      expect(Object.keys(lexicon.words)).not.toEqual(expect.arrayContaining(["menu"]));
      expect(Object.keys(lexicon.words)).not.toEqual(expect.arrayContaining(["coming"]));
      expect(lexicon).toMatchObject({ synonyms: settings.synonyms, questionWords: settings.questionWords });
      // What the pages and the places marked in them are named: the page's heading (else its <title>), the place's title.
      expect(lexicon.names).toEqual(["Fee Simple", "Services", "t"]);
      expect(figures.words).toBe(Object.keys(lexicon.words).length);
    } finally {
      fs.rmSync(client, { recursive: true, force: true });
    }
  });

  it("fails, naming the page, when a page has no marked main content", async () => {
    const client = fs.mkdtempSync(path.join(os.tmpdir(), "search-index-"));
    try {
      fs.mkdirSync(path.join(client, "about"));
      fs.writeFileSync(path.join(client, "about/index.html"), html("<main><h1>About</h1></main>"));
      await expect(writeSearchIndex(client, ["/about"], settings)).rejects.toThrow(/\/about .*data-pagefind-body/);
    } finally {
      fs.rmSync(client, { recursive: true, force: true });
    }
  });
});
