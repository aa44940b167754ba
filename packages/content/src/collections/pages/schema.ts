import { z } from "zod";
import { draft, formerAddresses, reviewed } from "../../editorial/fields.ts";
import { action, href, list, previewImage, text } from "../../schema/index.ts";

/**
 * Frontmatter shared by every page under `content/pages/`: what search engines and link previews
 * show (title, description, image) and the page's main heading. Strings may use `{site.…}` values.
 */
const page = {
  title: text(),
  description: text(),
  heading: text().optional().meta({ description: "The h1; defaults to the title." }),
  image: previewImage()
    .optional()
    .meta({ description: "Link-preview image under content/media; defaults to the site's." }),
  formerAddresses: formerAddresses(),
  draft: draft(),
};

const linkCard = z.strictObject({ title: text(), description: text(), href: href(), cta: text() });

/** One schema per screen, keyed by the page file's path without `.mdx`; `index` is the home page. */
export const pageSchemas = {
  index: z.strictObject({ ...page, quote: z.strictObject({ text: text(), attribution: text().optional() }) }),
  about: z.strictObject({ ...page, actions: list(action).default([]) }),
  resources: z.strictObject({ ...page, cards: list(linkCard).min(1) }),
  services: z.strictObject({
    ...page,
    actions: list(action).default([]),
    coreServices: z.strictObject({
      heading: text(),
      items: list(
        z.strictObject({
          title: text(),
          description: text().optional(),
          href: href(),
          group: text().optional(),
          process: href()
            .optional()
            .meta({ description: "The DIY process that shows how to do it yourself, e.g. /diy-processes/<id>." }),
        }),
      ).min(1),
    }),
  }),
  "diy-processes": z.strictObject(page),
  "video-library": z.strictObject(page),
  "documents-templates": z.strictObject({ ...page, actions: list(action).default([]) }),
  "work-with-us": z.strictObject({ ...page, cards: list(linkCard).min(1), actions: list(action).default([]) }),
  litigation: z.strictObject({ ...page, actions: list(action).default([]) }),
  "phone-consultation": z.strictObject({ ...page, actions: list(action).default([]) }),
  maxims: z.strictObject(page),
  dictionary: z.strictObject(page),
  faq: z.strictObject({ ...page, actions: list(action).default([]) }),
  contact: z.strictObject(page),
  "trust-donation": z.strictObject({ ...page, actions: list(action).default([]) }),
} as const;

/**
 * Any other `content/pages/<slug>.mdx`: a page at /<slug> in the standard layout (title, heading,
 * body), so authors add pages without code.
 */
export const standardPageSchema = z.strictObject(page);

/** First path segments the site uses itself; a page of that name would be unreachable or shadow them. */
export const reservedPageSlugs = ["services", "diy", "share", "assets", "media", "downloads", "404", "search"];

/** `content/pages/services/<slug>.mdx`: one informational service page each, at /services/<slug>. */
export const servicePageSchema = z.strictObject({ ...page, actions: list(action).min(1), reviewed: reviewed() });

export type PageKey = keyof typeof pageSchemas;
export const pageKeys = Object.keys(pageSchemas) as PageKey[];
export const isPageKey = (id: string): id is PageKey => Object.hasOwn(pageSchemas, id);
