import { z } from "zod";
import { defaultReviewPeriodMonths } from "../../editorial/reviews.ts";
import {
  action,
  hostname,
  httpsAddress,
  httpsUrl,
  list,
  media,
  origin,
  previewImage,
  scriptAddress,
  text,
} from "../../schema/index.ts";

/** A file-size limit in megabytes (MB, 1,048,576 bytes). */
const megabytes = (fallback: number, description: string) =>
  z.number().positive().max(100).default(fallback).meta({ description });

/** `content/site.yaml`: everything site-wide, including the ids that switch third-party widgets on. */
export const siteSchema = z.strictObject({
  name: text(),
  titleSuffix: text().meta({ description: 'Appended to every page title: "Dictionary | {titleSuffix}".' }),
  baseUrl: z
    .union([httpsUrl().transform((url) => url.replace(/\/+$/, "")), z.literal("").transform(() => null), z.null()])
    .default(null)
    .meta({
      description:
        "The production address (canonical links, sitemap, link previews, shared links), e.g. https://www.example.org. Empty until it is known: pages then carry relative canonical links, there is no sitemap, and shared links use the address the page was opened at.",
    }),
  description: text(),
  language: z.string().default("en"),
  logo: z.strictObject({ src: media() }).meta({
    description:
      "Shown beside the site name, which names it: no alternative text of its own (a path under content/media).",
  }),
  socialImage: previewImage().meta({
    description: "Image used in link previews when a page has none of its own (a path under content/media).",
  }),
  nav: list(action).min(1),
  cta: action,
  footer: z.strictObject({
    disclaimer: text(),
    year: z.number().int().min(1900).max(2200),
    links: list(action).default([]),
  }),
  contact: z.strictObject({ email: z.email({ error: "expected an email address" }) }),
  trust: z.strictObject({
    price: text(),
    deliveryDays: z.number().int().positive(),
  }),
  consultation: z.strictObject({ minutes: z.number().int().positive() }),
  reviewPeriodMonths: z
    .number()
    .int()
    .positive()
    .default(defaultReviewPeriodMonths)
    .meta({
      description:
        "How many months a lesson, term, answer or service page may go without a review before `content check` lists it.",
      examples: [12],
    }),
  limits: z
    .strictObject({
      downloadMegabytes: megabytes(20, "The largest file content/downloads may hold, in MB."),
      mediaMegabytes: megabytes(5, "The largest image content/media may hold, in MB."),
    })
    .default({ downloadMegabytes: 20, mediaMegabytes: 5 })
    .meta({
      description: "Largest file sizes, so a mistaken export or a huge file is noticed before it is published.",
    }),
  integrations: z.strictObject({
    videoHost: z.strictObject({
      name: text(),
      playerHosts: list(hostname())
        .min(1)
        .meta({ description: "Hosts whose player URLs an embed may point at; anything else is rejected." }),
      playerParams: z
        .record(z.string(), z.union([z.string(), z.number()]))
        .default({})
        .meta({ description: "Query parameters every player URL gets (title, byline, portrait, badge, autopause)." }),
    }),
    assistant: z.strictObject({
      agentId: z
        .string()
        .trim()
        .min(1)
        .nullable()
        .meta({ description: "The provider's agent id; empty means no widget and no script." }),
      scriptUrl: scriptAddress().meta({
        description: "The widget's script, on the provider's own site (package CDNs such as unpkg.com are refused).",
      }),
      element: z.string().regex(/^[a-z][a-z0-9]*-[a-z0-9-]+$/, "expected a custom element name such as 'my-widget'"),
      connectSources: list(origin(["https", "wss"]))
        .default([])
        .meta({ description: "Origins the widget talks to (https:// or wss:// and a host, no path)." }),
    }),
    scheduler: z.strictObject({
      calLink: z
        .string()
        .trim()
        .min(1)
        .nullable()
        .meta({ description: 'The scheduling link, e.g. "our-team/90min"; empty means the widget is not shown.' }),
      namespace: text(),
      layout: z.enum(["month_view", "week_view", "column_view"]),
      origin: origin(),
      scriptUrl: scriptAddress(),
    }),
    payment: z.strictObject({
      merchantId: z
        .string()
        .trim()
        .min(1)
        .nullable()
        .meta({ description: "The payment provider's merchant (widget) id; empty means no frame." }),
      widgetUrl: httpsAddress(),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
    }),
  }),
});

export type SiteConfig = z.output<typeof siteSchema>;
