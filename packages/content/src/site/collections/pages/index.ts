import { z } from "zod";
import { warnLongDescription } from "../../../collection/description-length.ts";
import { defineCollection, type CollectionContext, type ValidEntry } from "../../../collection/define.ts";
import { fill } from "../../../collection/scaffold.ts";
import { mdxFiles } from "../../../collection/sources.ts";
import { pagePath } from "../../paths.ts";
import { siteConfigOf } from "../site/schema.ts";
import { slugify } from "../../../slug.ts";
import { isPageKey, pageKeys, pageSchemas, servicePageSchema, standardPageSchema, type PageKey } from "./schema.ts";

const pageFields = {
  description: fill("Describe the page here in one sentence; search results and link previews show it."),
};
const pageBody = fill("Write the page here, in Markdown.");

const slugName = (folder: string) => (name: string) =>
  `file name "${name}" is the page address: use lowercase letters, digits and hyphens${folder}`;

/** Fills in what a page's frontmatter may leave out: its address, its h1, its preview image. */
function withPageFields<
  T extends { id: string; title: string; description?: string; heading?: string; image?: string },
>(entries: T[], ctx: CollectionContext, pathOf: (id: string) => string) {
  const fallbackImage = siteConfigOf(ctx.index)?.socialImage ?? "";
  for (const entry of entries) warnLongDescription(ctx, entry);
  return entries.map((entry) => ({
    ...entry,
    path: pathOf(entry.id),
    heading: entry.heading ?? entry.title,
    image: entry.image ?? fallbackImage,
  }));
}

/**
 * `content/pages/<slug>.mdx`: each screen with a layout of its own reads the page of its name
 * (`index` is the home page); any other page is a page at /<slug> in the standard layout.
 */
const pageFiles = mdxFiles("pages/*.mdx", { nameProblem: slugName("") });

export const pages = defineCollection({
  name: "pages",
  description: "A page (content/pages/<slug>.mdx): a screen's own page, or any other page at /<slug>",
  source: pageFiles,
  schema: z.union([...Object.values(pageSchemas), standardPageSchema]),
  schemaFor: (id) => (isPageKey(id) ? pageSchemas[id] : standardPageSchema),
  editorSchemas: [
    ...pageKeys.map((key) => ({
      name: `page-${key}`,
      title: `Front matter of content/pages/${key}.mdx`,
      schema: pageSchemas[key] as z.ZodType,
      pattern: pageFiles.pattern.replace("*", key),
    })),
    {
      name: "page",
      title: "Front matter of a page in the standard layout (content/pages/<slug>.mdx)",
      schema: standardPageSchema,
      pattern: pageFiles.pattern,
    },
  ],
  required: pageKeys,
  body: true,
  finish: (entries, ctx) => withPageFields(entries, ctx, (id) => (isPageKey(id) ? pagePath(id) : `/${id}`)),
  // A screen's own page (about, faq …) is at its screen's address; any other page is a standard page
  // (the check refuses one named like something the build writes: site-output.ts).
  page: { path: "/:id", for: (id) => !isPageKey(id) },
  routes: (ids) => ids.map((id) => (isPageKey(id) ? pagePath(id) : `/${id}`)),
  summary: (list) => [
    ["pages", list.filter((page) => isPageKey(page.id)).length],
    ["standard pages", list.filter((page) => !isPageKey(page.id)).length],
  ],
  scaffold: {
    kind: "page",
    args: ["title"],
    create([title]) {
      const id = slugify(title!);
      if (isPageKey(id)) {
        return {
          refuse: `${pagePath(id)} is a page of the site with a layout of its own (pages/${id}.mdx): edit that file, or choose another title`,
        };
      }
      return {
        id,
        data: { title, ...pageFields },
        body: pageBody,
        beforePublishing: `the page would be online at /${id} with its placeholder text as soon as it is published`,
        next: [`Link to it from another page ([${title}](/${id})), or from the menu: nav in site.yaml.`],
      };
    },
  },
  sample(write) {
    const extras: Partial<Record<PageKey, Record<string, unknown>>> = {
      index: { quote: { text: write.sentence(12), attribution: "Synthetic" } },
      resources: {
        cards: [{ title: "Processes", description: write.sentence(10), href: "/diy-processes", cta: "Open" }],
      },
      services: {
        coreServices: { heading: "Core Services", items: [{ title: "Consulting", href: "/phone-consultation" }] },
      },
      "work-with-us": {
        cards: [{ title: "Consulting", description: write.sentence(10), href: "/phone-consultation", cta: "Schedule" }],
      },
    };
    for (const key of pageKeys) {
      write.file(
        `pages/${key}.mdx`,
        write.mdx({ title: `Synthetic ${key}`, description: write.sentence(14), ...extras[key] }, write.body(2)),
      );
    }
    // And one page in the standard layout, so the sample has a page of every kind. Its text is fixed:
    // the random text of the collections after this one stays as it was.
    write.file(
      "pages/synthetic-notice.mdx",
      write.mdx(
        {
          title: "Synthetic Notice",
          description: "A page an author added with no code of its own, in the standard layout.",
        },
        [
          "A standard page is any page in `content/pages/` that is not a screen's own page.",
          "## What it shows",
          "- its title as the page's heading\n- its body, as written\n- the site's header and footer around it",
          "Read [the dictionary](/dictionary) or [the FAQ](/faq) for more.",
        ].join("\n\n"),
      ),
    );
  },
});

/** `content/pages/services/<slug>.mdx`: the informational service pages, each at /services/<slug>. */
export const services = defineCollection({
  name: "services",
  description: "A service page (content/pages/services/<slug>.mdx), at /services/<slug>",
  source: mdxFiles("pages/services/*.mdx", { nameProblem: slugName(" (it becomes /services/<name>)") }),
  schema: servicePageSchema,
  body: true,
  finish: (entries, ctx) => withPageFields(entries, ctx, (id) => `/services/${id}`),
  page: { path: "/services/:id" },
  summary: (list) => [["service pages", list.length]],
  scaffold: {
    kind: "service",
    args: ["title"],
    create: ([title]) => ({
      id: slugify(title!),
      data: { title, ...pageFields, actions: [{ label: "Work with Us", href: "/work-with-us" }] },
      body: pageBody,
      beforePublishing: "the service page would be online with its placeholder text as soon as it is published",
      next: ["actions: the buttons below the text (label and href); the new page has one to /work-with-us."],
    }),
  },
  sample(write) {
    for (let i = 1; i <= 7; i++) {
      write.file(
        `pages/services/service-${i}.mdx`,
        write.mdx(
          {
            title: `Service ${i}`,
            description: write.sentence(14),
            actions: [{ label: "Work with Us", href: "/work-with-us" }],
            reviewed: write.reviewed,
          },
          write.body(4),
        ),
      );
    }
  },
});

/** What withPageFields fills in. */
type PageFields = { heading: string; image: string; path: string };
type FinishedPage<S extends z.ZodType> = ValidEntry<Omit<z.output<S>, keyof PageFields>, true> & PageFields;

/** A screen's page, typed by the screen: `Page<"about">` has the about page's own fields. */
export type Page<K extends PageKey> = FinishedPage<(typeof pageSchemas)[K]>;
export type StandardPage = FinishedPage<typeof standardPageSchema>;
