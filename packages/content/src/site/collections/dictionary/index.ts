import { defineCollection, slugOfField } from "../../../collection/define.ts";
import { fill } from "../../../collection/scaffold.ts";
import { yamlList } from "../../../collection/sources.ts";
import { termHref, termSharePage } from "../../paths.ts";
import { autoLinker, type AutoLink } from "../../../rich/rich-text.ts";
import { slugify } from "../../../slug.ts";
import { termSchema } from "./schema.ts";

/** Link phrases in the whole dictionary: ten times a generous use (the site has about a dozen). */
const maxLinkPhrases = 500;

/** Past this many characters a short definition fills a whole card of the dictionary list (the site's run to about 400). */
const shortDefinitionLength = 600;

/** `content/dictionary.yaml`: the legal dictionary, one page per term at /dictionary/<slug>. */
export const dictionary = defineCollection({
  name: "dictionary",
  description: "Legal dictionary (content/dictionary.yaml): one entry per term",
  source: yamlList("dictionary.yaml"),
  schema: termSchema,
  // The spec's slug rule: an entry's id is its address, so a link to a term is checked before any term is.
  idOf: slugOfField("term"),
  labelField: "term",
  uniqueName: "term",
  finish(terms, ctx) {
    for (const term of terms) {
      const length = term.definition.text.length;
      if (length <= shortDefinitionLength) continue;
      ctx.warn(
        term,
        ["definition"],
        `is ${length.toLocaleString("en")} characters long; a short definition reads best in at most ${shortDefinitionLength.toLocaleString("en")}: move the detail to detailedDefinition`,
      );
    }
    const autoLinks: AutoLink[] = terms.flatMap((term) =>
      term.linkPhrases.map((phrase) => ({ phrase, href: termHref(term.id) })),
    );
    // Every phrase is looked for in every definition: the work grows with both, so their number is capped
    // (and past the cap nothing is linked: the error keeps the dictionary from being published).
    if (autoLinks.length > maxLinkPhrases) {
      let phrases = 0;
      const over = terms.find((term) => (phrases += term.linkPhrases.length) > maxLinkPhrases)!;
      ctx.error(
        over,
        ["linkPhrases"],
        `this term brings the dictionary's link phrases to ${phrases.toLocaleString("en")}; the dictionary may have at most ${maxLinkPhrases} in all (each is looked for in every definition): keep the phrases that matter most`,
      );
      autoLinks.length = 0;
    }
    const link = autoLinker(autoLinks);
    return terms
      .map(({ linkPhrases: _, definition, detailedDefinition, ...term }) => {
        const self = termHref(term.id);
        return {
          ...term,
          definition: { ...definition, tree: link(definition.tree, self) },
          ...(detailedDefinition
            ? { detailedDefinition: { ...detailedDefinition, tree: link(detailedDefinition.tree, self) } }
            : {}),
        };
      })
      .sort((a, b) => a.term.localeCompare(b.term, "en", { sensitivity: "base" }));
  },
  page: { path: "/dictionary/:id" },
  // Shared links carry the share page's address: it is published, and follows a renamed term, like the page.
  extraPages: [termSharePage],
  summary: (terms) => [["dictionary terms", terms.length]],
  scaffold: {
    kind: "term",
    args: ["term"],
    create: ([term]) => ({
      data: { term, definition: fill("Write the definition here, in one or two plain sentences.") },
      beforePublishing: "the placeholder definition would show in the dictionary and on the term's own page",
    }),
  },
  sample(write, scale) {
    const words = (n: number) => Array.from({ length: n }, () => write.pick(vocabulary)).join(" ");
    const seen = new Set<string>();
    const terms: Record<string, unknown>[] = [];
    for (let i = 0; terms.length < 90 * scale; i++) {
      const term = `${words(2)} ${i}`.replace(/^./, (c) => c.toUpperCase());
      if (seen.has(slugify(term))) continue;
      seen.add(slugify(term));
      const previous =
        terms.length > 0 ? (terms[Math.floor(write.random() * terms.length)] as { term: string }) : undefined;
      const link = previous ? ` See [${previous.term}](/dictionary/${slugify(previous.term)}).` : "";
      const definition = words(14 + Math.floor(write.random() * 20));
      terms.push({
        term,
        definition: `${definition.charAt(0).toUpperCase()}${definition.slice(1)}.${link}`,
        reviewed: write.reviewed,
        ...(i % 3 === 0 ? { detailedDefinition: write.body(2) } : {}),
        ...(i % 2 === 0
          ? { supportingSources: [{ title: "Source", url: "https://www.law.cornell.edu/wex" }] }
          : i % 5 === 1
            ? { supportingSources: [{ title: "Example", url: "/media/example.svg" }] }
            : {}),
      });
    }
    write.file(
      "media/example.svg",
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 400"><title>Example</title><rect width="800" height="400" fill="#fff"/></svg>`,
    );
    write.file("dictionary.yaml", write.yaml(terms));
  },
});

const vocabulary = (
  "law trust estate notice record affidavit declaration title court claim right remedy equity status contract " +
  "agreement instrument note bond surety agent principal party witness statute code section clause charter deed"
).split(" ");
