import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { contentWithFixture, fixturesDir } from "./support/content-dir.ts";
import { describeExpected, expectContentError, type ExpectedError } from "./support/expected-error.ts";

/** Each broken fixture, and the error an author must see for it: file, line, field, what and why. */
const cases: Record<string, ExpectedError> = {
  "yaml-syntax": {
    file: "dictionary.yaml",
    line: 4,
    message: /^YAML syntax: line 4 is not lined up with the field above it/,
  },
  "missing-field": {
    file: "dictionary.yaml",
    line: 3,
    field: '[1] "Trustee".definition',
    message: /^is required but missing \(expected text\)$/,
  },
  "yaml-tab": {
    file: "dictionary.yaml",
    line: 4,
    column: 1,
    message: /^YAML syntax: line 4 is indented with a tab; YAML indents with spaces only: replace the tab with spaces$/,
    alone: true,
  },
  "yaml-colon": {
    file: "faq.yaml",
    line: 1,
    column: 13,
    message:
      /^YAML syntax: a colon followed by a space inside a value starts another field: put the value in quotes, as in - question: "What is a trust: really\?"$/,
    alone: true,
  },
  "misspelt-field": {
    file: "dictionary.yaml",
    line: 4,
    column: 3,
    field: '[1] "Trustee".defintion',
    message: /^unknown field "defintion": did you mean "definition"\?$/,
    alone: true,
    absent: /is required but missing/,
  },
  // Three links into the unreadable dictionary and one address it published; the link to /about is fine.
  "follow-on-errors": {
    file: "dictionary.yaml",
    line: 4,
    message: /^YAML syntax: line 4 is not lined up with the field above it/,
    alone: true,
    followOns: 4,
  },
  "long-definition": {
    file: "dictionary.yaml",
    line: 2,
    field: '[0] "Trust".definition',
    message:
      /^is 5,\d{3} characters long; a short definition reads best in at most 600: move the detail to detailedDefinition$/,
    warning: true,
  },
  "wrong-type": { file: "maxims.yaml", line: 5, field: "[1].title", message: /^expected text, found the number 42$/ },
  "unknown-field": {
    file: "faq.yaml",
    line: 2,
    field: '[0] "Is this legal advice?".answr',
    message: /^unknown field "answr": did you mean "answer"\?$/,
  },
  "yaml-alias-bomb": {
    file: "dictionary.yaml",
    line: 7,
    column: 7,
    message:
      /^YAML aliases \(\*name\) make this file 15,642 values longer than it is written; they may add at most 10,000: write the values out instead$/,
  },
  "yaml-alias-unknown": {
    file: "faq.yaml",
    line: 2,
    message: /^the alias \*answer names nothing: write &answer on a value above it, or write the value out$/,
  },
  "yaml-alias-loop": {
    file: "faq.yaml",
    line: 2,
    message: /^the alias \*answer is inside the value it names \(&answer\), which would repeat forever/,
  },
  "yaml-tag": {
    file: "faq.yaml",
    line: 2,
    message: /^the YAML tag !!js\/function is not allowed: content is text, numbers, true\/false, lists and mappings/,
  },
  "yaml-nesting": {
    file: "faq.yaml",
    line: 2,
    message: /^nesting is 62 levels deep here; content may nest at most 50 levels/,
  },
  "markdown-nesting": {
    file: "dictionary.yaml",
    line: 4,
    field: '[1] "Nest".definition',
    message: /^nesting is 61 levels deep here; content may nest at most 50 levels/,
  },
  "mdx-nesting": {
    file: "pages/about.mdx",
    line: 8,
    column: 101,
    message: /^nesting is 61 levels deep here; content may nest at most 50 levels/,
  },
  "link-phrases-total": {
    file: "dictionary.yaml",
    line: 78,
    field: '[25] "Term 26".linkPhrases',
    message: /^this term brings the dictionary's link phrases to 520; the dictionary may have at most 500 in all/,
  },
  "mdx-list-too-long": {
    file: "pages/about.mdx",
    line: 8,
    message: /^this list has 1,001 items; a list in a text may have at most 1,000: split it up$/,
  },
  "link-phrases-too-many": {
    file: "dictionary.yaml",
    line: 3,
    field: '[0] "Trust".linkPhrases',
    message: /^must list at most 20 items, found a list of 21 items$/,
  },
  "text-too-long": {
    file: "dictionary.yaml",
    line: 2,
    field: '[0] "Trust".definition',
    message: /^is 25,000 characters long; at most 20,000 are allowed$/,
  },
  "bidi-control": {
    file: "dictionary.yaml",
    line: 1,
    field: '[0] "Trust\u202eexe.".term',
    message: /^contains an invisible bidirectional control character \(U\+202E\)/,
  },
  "control-character": {
    file: "faq.yaml",
    line: 2,
    field: '[0] "Is this text?".answer',
    message: /^contains a control character \(U\+0000\), which is not text: delete it/,
  },
  "duplicate-key": { file: "faq.yaml", line: 3, message: /^YAML syntax: Map keys must be unique/ },
  "duplicate-term": {
    file: "dictionary.yaml",
    line: 5,
    field: '[2] "trust".term',
    message: /duplicate term "trust": its address \/dictionary\/trust is already used by \[0\] "Trust" \(line 1\)/,
  },
  "bad-enum": {
    file: "documents.yaml",
    line: 6,
    field: '[0] "Forms".documents[0].type',
    message: /^expected one of "PDF Template", .*found text "PDF Templte"$/,
  },
  "missing-download": {
    file: "documents.yaml",
    line: 8,
    field: '[0] "Forms".documents[0].file',
    message: /no file downloads\/affidavit-that-is-not-there\.pdf/,
  },
  "file-and-url": {
    file: "documents.yaml",
    line: 9,
    field: '[0] "Forms".documents[0].url',
    message: /give either a file or a url, not both/,
  },
  "step-gap": {
    file: "processes/process-1/steps/04-step-4.mdx",
    message: /step order has a gap: expected step 03 here, found 04/,
  },
  "step-file-name": {
    file: "processes/process-1/steps/5-extra.mdx",
    message: /step file names look like "01-first-step\.mdx".*found "5-extra\.mdx"/,
  },
  "step-kind": {
    file: "processes/process-1/steps/03-step-3.mdx",
    line: 2,
    field: "kind",
    message: /expected kind to be one of: lesson, placeholder, link, video; found text "quiz"/,
  },
  "empty-lesson": { file: "processes/process-1/steps/02-step-2.mdx", line: 1, message: /a lesson needs a body/ },
  "placeholder-with-body": {
    file: "processes/process-1/steps/03-step-3.mdx",
    line: 2,
    message: /a placeholder step has no body/,
  },
  "mdx-broken-link": {
    file: "pages/about.mdx",
    line: 8,
    column: 10,
    message: /link "\/guides" goes to a page that does not exist/,
  },
  "definition-broken-link": {
    file: "dictionary.yaml",
    line: 7,
    field: '[1] "Trustee".definition',
    message: /link "\/dictionary\/beneficiary" goes to a page that does not exist/,
  },
  "faq-broken-link": {
    file: "faq.yaml",
    line: 2,
    field: '[0] "Can I call you?".answer',
    message: /link "\/call-us" goes to a page that does not exist/,
  },
  // Without `//` a browser reads the address as a path on this site, or guesses a host.
  "hostless-link": {
    file: "dictionary.yaml",
    line: 7,
    field: '[1] "Trustee".definition',
    message:
      /^link "https:www\.example\.org\/x" has no host after https: \(a web address starts with two slashes\): write "https:\/\/www\.example\.org\/x"$/,
  },
  "hostless-document-url": {
    file: "documents.yaml",
    line: 9,
    field: '[0] "Forms".documents[0].url',
    message:
      /^link "https:www\.example\.org\/affidavit\.pdf" has no host after https: .*: write "https:\/\/www\.example\.org\/affidavit\.pdf"$/,
  },
  "hostless-backslash": {
    file: "pages/about.mdx",
    line: 8,
    message: /^link "https:\/\\example\.org" has no host after https: .*: write "https:\/\/example\.org"$/,
  },
  "frontmatter-broken-href": {
    file: "pages/resources.mdx",
    line: 7,
    field: "cards[0].href",
    message: /link "\/diy-process" goes to a page that does not exist \(did you mean \/diy-processes\?\)/,
  },
  "embed-host": {
    file: "videos/category-1.yaml",
    line: 7,
    field: "videos[0].embed",
    message:
      /player address is on www\.youtube\.com, expected an https address on the video host \(player\.vimeo\.com\)/,
  },
  "duplicate-video-id": {
    file: "videos/category-1.yaml",
    line: 7,
    field: "videos[1].id",
    message: /duplicate video id 1/,
  },
  "unknown-component": {
    file: "pages/about.mdx",
    line: 8,
    message:
      /^unknown component <Carousel>: write Markdown, a site component \(<FadeIn>, <ButtonLink>, <ButtonRow>, <Callout>\)/,
  },
  "mdx-script": { file: "pages/about.mdx", line: 8, column: 1, message: /^<script> is not allowed: write Markdown/ },
  "mdx-iframe": { file: "pages/about.mdx", line: 8, column: 1, message: /^<iframe> is not allowed: .*abbr, b, br/ },
  "mdx-meta-refresh": { file: "pages/about.mdx", line: 8, column: 1, message: /^<meta> is not allowed/ },
  "mdx-form": { file: "pages/about.mdx", line: 8, column: 1, message: /^<form> is not allowed/ },
  "mdx-event-handler": {
    file: "pages/about.mdx",
    line: 8,
    column: 9,
    message: /^event handler onError is not allowed on <span>: content cannot run code/,
  },
  "mdx-javascript-url": {
    file: "pages/about.mdx",
    line: 8,
    column: 6,
    message: /^href=" JaVaScRiPt:alert\(1\)" on <a> is not allowed: links go to site paths or https addresses$/,
  },
  "mdx-data-url": {
    file: "pages/about.mdx",
    line: 8,
    column: 1,
    message: /^link "data:image\/svg\+xml;base64,PHN2Zz4=" is not allowed/,
  },
  "mdx-inner-html": {
    file: "pages/about.mdx",
    line: 8,
    column: 7,
    message: /^attribute dangerouslySetInnerHTML is not allowed on <span> \(allowed: none\)$/,
  },
  "mdx-attribute-expression": {
    file: "pages/about.mdx",
    line: 8,
    column: 9,
    message: /^title on <abbr> must be a quoted value such as title="…", not an expression$/,
  },
  "mdx-spread": {
    file: "pages/about.mdx",
    line: 8,
    column: 10,
    message: /^spread attributes \(\{…\}\) are not allowed on <Callout>/,
  },
  "mdx-import": {
    file: "pages/about.mdx",
    line: 8,
    column: 1,
    message: /^import and export lines are not allowed in content/,
  },
  "mdx-body-expression": {
    file: "pages/about.mdx",
    line: 8,
    column: 10,
    message: /^unsupported expression \{process\.env\.HOME\}: only site values/,
  },
  "mdx-syntax": {
    file: "pages/about.mdx",
    line: 6,
    column: 1,
    message:
      /^MDX syntax: the <FadeIn> opened on line 6 is never closed: write <\/FadeIn> after its content, before the end of the file$/,
  },
  // Raw HTML in a YAML text: the MDX rules, in their words, at the line inside the text.
  "yaml-html-script": {
    file: "dictionary.yaml",
    line: 5,
    field: '[0] "Trust".definition',
    message:
      /^<script> is not allowed: write Markdown or one of these HTML elements: a, b, br, code, del, em, i, strong, sub, sup, u$/,
  },
  "yaml-html-comment": {
    file: "faq.yaml",
    line: 2,
    field: '[0] "Is this legal advice?".answer',
    message: /^an HTML comment \(<!-- … -->\) is not allowed: it hides its text from the page/,
  },
  "yaml-html-handler": {
    file: "faq.yaml",
    line: 2,
    field: '[0] "Is this legal advice?".answer',
    message: /^event handler onClick is not allowed on <b>: content cannot run code \(allowed: none\)$/,
  },
  "unknown-site-value": {
    file: "pages/contact.mdx",
    line: 6,
    message: /\{site\.contact\.phone\} is not a text or number in site\.yaml/,
  },
  "social-image-svg": {
    file: "site.yaml",
    line: 7,
    field: "socialImage",
    message: /^link previews cannot show example\.svg: use a PNG or JPEG image \(ideally 1200×630\) in content\/media$/,
  },
  "site-email": {
    file: "site.yaml",
    line: 22,
    field: "contact.email",
    message: /^expected an email address; found text "not-an-email"$/,
  },
  "site-host-injection": {
    file: "site.yaml",
    line: 33,
    field: "integrations.videoHost.playerHosts[1]",
    message: /^a host name cannot contain ";": write just a host name, like player\.vimeo\.com$/,
  },
  "site-host-quote": {
    file: "site.yaml",
    line: 32,
    field: "integrations.videoHost.playerHosts[0]",
    message: /^a host name cannot contain quotes/,
  },
  "site-connect-path": {
    file: "site.yaml",
    line: 41,
    field: "integrations.assistant.connectSources[0]",
    message: /^an origin has no path: write "https:\/\/api\.assistant\.example" without "\/v1\/stream"$/,
  },
  "site-connect-wildcard": {
    file: "site.yaml",
    line: 41,
    field: "integrations.assistant.connectSources[0]",
    message: /^an origin cannot contain a wildcard \(\*\): write just an origin/,
  },
  "site-origin-scheme": {
    file: "site.yaml",
    line: 44,
    field: "integrations.scheduler.origin",
    message: /^an origin starts with https:\/\/, like .* \(found "http:\/\/app\.cal\.com"\)$/,
  },
  "site-script-cdn": {
    file: "site.yaml",
    line: 38,
    field: "integrations.assistant.scriptUrl",
    message: /^scripts cannot come from "unpkg\.com": it serves any package anyone publishes/,
  },
  "svg-script": { file: "media/logo.svg", line: 3, message: /^<script> in an image can run code/ },
  "svg-event-handler": {
    file: "media/logo.svg",
    line: 3,
    message: /^event handler onload on <rect> can run code when the image is opened: remove it$/,
  },
  "svg-javascript-url": {
    file: "media/logo.svg",
    line: 3,
    message: /^href="javascript:…" on <a> can run code when the image is opened: remove it$/,
  },
  "svg-foreign-object": { file: "media/logo.svg", line: 3, message: /^<foreignObject> in an image can run code/ },
  "svg-entity": { file: "media/logo.svg", line: 2, message: /^the image declares entities \(<!ENTITY …>\)/ },
  "synonym-group-of-one": {
    file: "search.yaml",
    line: 3,
    field: "synonyms[1]",
    message: /^a synonym group needs at least two words or phrases that mean the same/,
  },
  "question-word-phrase": {
    file: "search.yaml",
    line: 5,
    field: "questionWords[1]",
    message: /^"how do" is more than one word: list each word on its own$/,
  },
  "synonym-without-letters": {
    file: "search.yaml",
    line: 2,
    field: "synonyms[0][2]",
    message: /^"\$" has no letters or digits to search for: write a word$/,
  },
  "missing-frontmatter": { file: "pages/litigation.mdx", line: 1, message: /missing frontmatter/ },
  "page-file-name": {
    file: "pages/Blog Post.mdx",
    message: /^file name "Blog Post\.mdx" is the page address: use lowercase letters, digits and hyphens$/,
  },
  "reserved-page": {
    file: "pages/pagefind.mdx",
    line: 1,
    message:
      /^the address \/pagefind is used by the site itself \(the site search's index, pagefind\/\): rename the file$/,
  },
  "relative-link": {
    file: "pages/about.mdx",
    line: 6,
    message: /link "services" is relative; write a site path starting with '\/'/,
  },
  "video-file-name": { file: "videos/Bad Name.yaml", message: /file name "Bad Name\.yaml" is the category's address/ },
  "link-to-draft": {
    file: "dictionary.yaml",
    line: 2,
    field: '[0] "Trust".definition',
    message:
      /^link "\/dictionary\/estoppel" goes to a draft, dictionary\.yaml:4 "Estoppel": publish that first \(delete its draft: true\), or remove the link$/,
  },
  "link-to-former-address": {
    file: "pages/about.mdx",
    line: 8,
    message:
      /^link "\/diy\/process-1" goes to a former address, which only redirects: write "\/diy-processes\/process-1"$/,
  },
  "former-address-in-use": {
    file: "dictionary.yaml",
    line: 8,
    field: '[1] "Express Trust".formerAddresses[0]',
    message:
      /^"\/dictionary\/trust" is the address of a page of the site: a former address must be one that no page has now$/,
  },
  // What the build writes is never a former address: its redirect page would replace it, or fail the build.
  "former-address-not-found-page": {
    file: "dictionary.yaml",
    line: 8,
    field: '[1] "Express Trust".formerAddresses[0]',
    message:
      /^"\/404\.html" is the site's not-found page, which the build writes: a former address must be one the site does not use otherwise$/,
  },
  "former-address-share-page": {
    file: "dictionary.yaml",
    line: 8,
    field: '[1] "Express Trust".formerAddresses[0]',
    message:
      /^"\/share\/dictionary\/trust\.html" is the share page of dictionary\.yaml "Trust", which the build writes/,
  },
  "former-address-page-data": {
    file: "dictionary.yaml",
    line: 8,
    field: '[1] "Express Trust".formerAddresses[0]',
    message: /^"\/about\.data" is the data of the page \/about, which the build writes/,
  },
  "former-address-build-folder": {
    file: "dictionary.yaml",
    line: 8,
    field: '[1] "Express Trust".formerAddresses[0]',
    message:
      /^"\/pagefind\/pagefind-entry\.json" lies in \/pagefind\/, the site search's index, which the build writes/,
  },
  "draft-required-page": {
    file: "pages/about.mdx",
    line: 4,
    field: "draft",
    message: /^pages\/about\.mdx cannot be a draft: the site cannot do without it/,
  },
  "review-date-format": {
    file: "dictionary.yaml",
    line: 3,
    field: '[0] "Trust".reviewed',
    message: /^expected a date written YYYY-MM-DD, such as 2026-11-26; found text "22\/11\/2026"$/,
  },
  "process-order": {
    file: "processes/process-2/process.yaml",
    line: 5,
    field: "order",
    message: /order 1 is already used by process "process-1"/,
  },
  // Files no collection reads: each named, with the file it was likely meant to be or where such content goes.
  "stray-folder": {
    file: "dictionary/foo.yaml",
    message:
      /^no part of the site reads this file, so its text is not published: did you mean "content\/dictionary\.yaml"\?$/,
    alone: true,
  },
  "stray-misspelt-file": {
    file: "faqs.yaml",
    message: /^no part of the site reads this file, so its text is not published: did you mean "content\/faq\.yaml"\?$/,
    alone: true,
  },
  "stray-markdown-page": {
    file: "pages/about-us.md",
    message:
      /^no part of the site reads this file, so its text is not published: did you mean "content\/pages\/about-us\.mdx"\?$/,
    alone: true,
  },
  "stray-other-file": {
    file: "videos/notes.txt",
    message:
      /^no part of the site reads this file, so its text is not published: content\/ holds only the YAML \(\.yaml\) and MDX \(\.mdx\) files the site reads; images go in "content\/media", files to download in "content\/downloads", anything else outside content\/$/,
    alone: true,
  },
};

describe("broken content fixtures", () => {
  it("has a case for every fixture folder, and at least fifteen", () => {
    expect(Object.keys(cases).sort()).toEqual(fs.readdirSync(fixturesDir).sort());
    expect(Object.keys(cases).length).toBeGreaterThanOrEqual(15);
  });

  for (const [name, expected] of Object.entries(cases)) {
    it(`${name}: ${describeExpected(expected)}`, () => expectContentError(contentWithFixture(name), expected));
  }
});
