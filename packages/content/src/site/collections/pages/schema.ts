import { z } from "zod";
import { draft, formerAddresses, reviewed } from "../../../editorial/fields.ts";
import { action, href, list, previewImage, text } from "../../../schema/index.ts";

/**
 * Frontmatter shared by every page under `content/pages/`: what search engines and link previews
 * show (title, description, image) and the page's main heading. Strings may use `{site.…}` values.
 */
const page = {
  title: text().meta({
    description:
      "The page's name in the browser tab, search results and link previews, followed by the site's suffix (\"Dictionary | Cornerstone Law Trust\").",
    examples: ["Documents and Templates"],
  }),
  description: text().meta({
    description: "One or two sentences that search results and link previews show under the title.",
    examples: [
      "Download free templates, checklists and guides for declarations, affidavits, trusts, notices and recording documents.",
    ],
  }),
  heading: text()
    .optional()
    .meta({
      description: "The main heading at the top of the page; defaults to the title.",
      examples: ["Words and Terms"],
    }),
  image: previewImage()
    .optional()
    .meta({
      description: "Link-preview image for this page, a PNG or JPEG under content/media; defaults to the site's.",
      examples: ["social-card.png"],
    }),
  formerAddresses: formerAddresses(),
  draft: draft(),
};

/** The buttons after a page's introduction, in order. */
const actions = list(action).meta({
  description: "Buttons shown after the page's introduction, in order: each one's label and where it goes.",
  examples: [[{ label: "Book Consultation", href: "/phone-consultation" }]],
});

const linkCard = z.strictObject({
  title: text().meta({ description: "The card's heading.", examples: ["Video Library"] }),
  description: text().meta({
    description: "A sentence under the heading saying what the visitor finds there.",
    examples: ["Video series arranged by topic, from the Constitution and the courts to banking, trusts and taxes."],
  }),
  href: href().meta({ description: "The page the card's button opens.", examples: ["/video-library"] }),
  cta: text().meta({ description: "What the card's button says.", examples: ["Browse Videos"] }),
});

/** Cards that each lead to another page, in order; at least one. */
const cards = list(linkCard)
  .min(1)
  .meta({
    description: "Cards that each lead to another page, in a grid in this order.",
    examples: [
      [
        {
          title: "DIY Processes",
          description:
            "Step-by-step guides to declarations, affidavits, trusts and other documents, meant to be followed in order.",
          href: "/diy-processes",
          cta: "View Processes",
        },
      ],
    ],
  });

/** One schema per screen, keyed by the page file's path without `.mdx`; `index` is the home page. */
export const pageSchemas = {
  index: z.strictObject({
    ...page,
    quote: z
      .strictObject({
        text: text().meta({
          description: "The quotation, without quotation marks (the page adds them).",
          examples: ["We hold these truths to be self-evident, that all men are created equal."],
        }),
        attribution: text()
          .optional()
          .meta({
            description: "Who said or wrote it, shown under it.",
            examples: ["The Declaration of Independence, July 4, 1776"],
          }),
      })
      .meta({
        description: "The quotation shown large in the home page's hero, under the logo.",
        examples: [
          {
            text: "We hold these truths to be self-evident, that all men are created equal.",
            attribution: "The Declaration of Independence, July 4, 1776",
          },
        ],
      }),
  }),
  about: z.strictObject({ ...page, actions: actions.default([]) }),
  resources: z.strictObject({ ...page, cards }),
  services: z.strictObject({
    ...page,
    actions: actions.default([]),
    coreServices: z
      .strictObject({
        heading: text().meta({ description: "The heading of the core services section.", examples: ["Core Services"] }),
        items: list(
          z.strictObject({
            title: text().meta({
              description: "The service's name, the heading of its card.",
              examples: ["Consulting"],
            }),
            description: text()
              .optional()
              .meta({
                description: "A sentence on the card saying what the service is.",
                examples: [
                  "A {site.consultation.minutes}-minute educational session to talk through documents, processes and sources.",
                ],
              }),
            href: href().meta({
              description: "The page about the service, opened by the card's button.",
              examples: ["/phone-consultation"],
            }),
            group: text()
              .optional()
              .meta({
                description:
                  "A heading the card is listed under, with the cards that follow it and have the same group; cards without one come first.",
                examples: ["Do It Yourself"],
              }),
            process: href()
              .optional()
              .meta({
                description: "The DIY process that shows how to do it yourself, e.g. /diy-processes/<id>.",
                examples: ["/diy-processes/trust-estate-establishment"],
              }),
          }),
        )
          .min(1)
          .meta({
            description: "The services, one card each, in this order.",
            examples: [
              [
                {
                  title: "Establish a Private Trust/Estate",
                  group: "Do It Yourself",
                  description:
                    "A guide to the parties, documents, execution and administration of an express private trust.",
                  href: "/services/private-trust",
                  process: "/diy-processes/trust-estate-establishment",
                },
              ],
            ],
          }),
      })
      .meta({
        description: "The section listing the group's core services, each leading to its page.",
        examples: [{ heading: "Core Services", items: [{ title: "Litigation", href: "/litigation" }] }],
      }),
  }),
  "diy-processes": z.strictObject(page),
  "video-library": z.strictObject(page),
  "documents-templates": z.strictObject({ ...page, actions: actions.default([]) }),
  "work-with-us": z.strictObject({ ...page, cards, actions: actions.default([]) }),
  litigation: z.strictObject({ ...page, actions: actions.default([]) }),
  "phone-consultation": z.strictObject({ ...page, actions: actions.default([]) }),
  maxims: z.strictObject(page),
  dictionary: z.strictObject(page),
  faq: z.strictObject({ ...page, actions: actions.default([]) }),
  contact: z.strictObject(page),
  "trust-donation": z.strictObject({ ...page, actions: actions.default([]) }),
} as const;

/**
 * Any other `content/pages/<slug>.mdx`: a page at /<slug> in the standard layout (title, heading,
 * body), so authors add pages without code.
 */
export const standardPageSchema = z.strictObject(page);

/** `content/pages/services/<slug>.mdx`: one informational service page each, at /services/<slug>. */
export const servicePageSchema = z.strictObject({ ...page, actions: actions.min(1), reviewed: reviewed() });

export type PageKey = keyof typeof pageSchemas;
export const pageKeys = Object.keys(pageSchemas) as PageKey[];
export const isPageKey = (id: string): id is PageKey => Object.hasOwn(pageSchemas, id);
