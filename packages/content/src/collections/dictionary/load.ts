import { renderMarkdown, type AutoLink, type RichText } from "../../markdown/rich-text.ts";
import type { LoadContext } from "../../manifest/context.ts";
import { termHref } from "../../paths.ts";
import { slugify } from "../../slug.ts";
import { locate, type YamlSource } from "../../source/yaml.ts";
import { dictionarySchema, type TermEntry } from "./schema.ts";

const imagePattern = /\.(png|jpe?g|webp|gif|svg)(\?.*)?$/i;

export interface Term {
  term: string;
  slug: string;
  definition: RichText;
  /** Plain text of the definition, for search and the meta description. */
  definitionText: string;
  detailedDefinition?: RichText;
  sources: { title: string; url: string; isImage: boolean }[];
}

export function loadDictionary(ctx: LoadContext): Term[] | undefined {
  const source = ctx.readYaml("dictionary.yaml");
  if (!source) return undefined;
  const entries = ctx.validate(dictionarySchema, source);
  if (!entries) return undefined;

  const bySlug = new Map<string, number>();
  entries.forEach((entry, i) => {
    const slug = slugify(entry.term);
    if (slug === "") {
      ctx.error(source, [i, "term"], `term "${entry.term}" has no letters or digits to make a page address from`);
      return;
    }
    const first = bySlug.get(slug);
    if (first !== undefined) {
      const firstLine = locate(source, [first, "term"]).line;
      ctx.error(
        source,
        [i, "term"],
        `duplicate term "${entry.term}": its address /dictionary/${slug} is already used by "${entries[first]!.term}" (line ${firstLine})`,
      );
    } else {
      bySlug.set(slug, i);
    }
  });

  const autoLinks: AutoLink[] = entries.flatMap((entry) =>
    entry.linkPhrases.map((phrase) => ({ phrase, href: termHref(slugify(entry.term)) })),
  );

  return entries.map((entry, i) => toTerm(ctx, source, entry, i, autoLinks));
}

function toTerm(ctx: LoadContext, source: YamlSource, entry: TermEntry, index: number, autoLinks: AutoLink[]): Term {
  const slug = slugify(entry.term);
  const markdown = (field: "definition" | "detailedDefinition", value: string) => {
    const result = renderMarkdown(value, { autoLinks, selfHref: termHref(slug) });
    ctx.queueMarkdownLinks(source, [index, field], result.links);
    return result;
  };
  const definition = markdown("definition", entry.definition);
  const detailed =
    entry.detailedDefinition === undefined ? undefined : markdown("detailedDefinition", entry.detailedDefinition);
  const sources = entry.supportingSources.map((item, j) => {
    if (item.url.startsWith("/media/")) ctx.requireMedia(source, item.url, [index, "supportingSources", j, "url"]);
    return { title: item.title, url: item.url, isImage: imagePattern.test(item.url) };
  });
  return {
    term: entry.term,
    slug,
    definition: definition.tree,
    definitionText: definition.text,
    ...(detailed ? { detailedDefinition: detailed.tree } : {}),
    sources,
  };
}
