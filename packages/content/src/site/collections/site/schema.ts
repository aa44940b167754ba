import { z } from "zod";
import type { SiteIndex } from "../../../schema/site-index.ts";
import { defaultReviewPeriodMonths } from "../../../editorial/reviews.ts";
import {
  action,
  hostname,
  httpsAddress,
  httpsUrl,
  list,
  media,
  origin,
  positiveInt,
  previewImage,
  scriptAddress,
  text,
} from "../../../schema/index.ts";

/** A file-size limit in megabytes (MB, 1,048,576 bytes). */
const megabytes = (fallback: number, description: string) =>
  z
    .number()
    .positive()
    .max(100)
    .default(fallback)
    .meta({ description, examples: [fallback] });

/** An integration's id with the provider; empty (null) leaves its widget, and its script, off the site. */
const switchId = () => z.string().trim().min(1).nullable();

/** Each integration's settings in full, as site.yaml writes them; the example of `integrations` is made of them. */
const videoHostExample = {
  name: "Vimeo",
  playerHosts: ["player.vimeo.com"],
  playerParams: { badge: 0, autopause: 0, byline: 0, portrait: 0 },
};
const assistantExample = {
  agentId: "agent_01abc",
  scriptUrl: "https://elevenlabs.io/convai-widget/index.js",
  element: "elevenlabs-convai",
  connectSources: ["https://api.elevenlabs.io", "wss://api.elevenlabs.io"],
};
const schedulerExample = {
  calLink: "our-team/90min",
  namespace: "90min",
  layout: "month_view",
  origin: "https://app.cal.com",
  scriptUrl: "https://app.cal.com/embed/embed.js",
};
const paymentExample = {
  merchantId: "m-12345",
  widgetUrl: "https://nowpayments.io/embeds/payment-widget",
  width: 410,
  height: 696,
};

/** `content/site.yaml`: everything site-wide, including the ids that switch third-party widgets on. */
export const siteSchema = z.strictObject({
  name: text().meta({
    description: "The site's name, in the header, the footer and link previews.",
    examples: ["Cornerstone Law Trust"],
  }),
  titleSuffix: text().meta({
    description: 'Appended to every page title: "Dictionary | {titleSuffix}".',
    examples: ["Cornerstone Law Trust"],
  }),
  baseUrl: z
    .union([httpsUrl().transform((url) => url.replace(/\/+$/, "")), z.literal("").transform(() => null), z.null()])
    .default(null)
    .meta({
      description:
        "The production address (canonical links, sitemap, link previews, shared links), e.g. https://www.example.org. Empty until it is known: pages then carry relative canonical links, there is no sitemap, and shared links use the address the page was opened at.",
      examples: ["https://www.example.org"],
    }),
  description: text().meta({
    description:
      "One or two sentences about the site: search results and link previews show it for pages without their own.",
    examples: ["Free legal guides, document templates and a legal dictionary."],
  }),
  language: z
    .string()
    .default("en")
    .meta({
      description: "The language of the site's text, as a language code (screen readers read by it).",
      examples: ["en"],
    }),
  logo: z
    .strictObject({
      src: media().meta({ description: "The logo image, a file under content/media.", examples: ["logo.svg"] }),
    })
    .meta({
      description:
        "Shown beside the site name, which names it: no alternative text of its own (a path under content/media).",
      examples: [{ src: "logo.svg" }],
    }),
  socialImage: previewImage().meta({
    description: "Image used in link previews when a page has none of its own (a path under content/media).",
    examples: ["social-card.png"],
  }),
  nav: list(action)
    .min(1)
    .meta({
      description: "The header's menu, in order: each item's label and the page it opens.",
      examples: [[{ label: "Dictionary", href: "/dictionary" }]],
    }),
  cta: action.meta({
    description: "The button at the end of the header.",
    examples: [{ label: "Contact us", href: "/contact" }],
  }),
  footer: z
    .strictObject({
      disclaimer: text().meta({
        description: "The notice at the foot of every page.",
        examples: ["Nothing on this site is legal advice."],
      }),
      year: z
        .int()
        .min(1900)
        .max(2200)
        .meta({ description: "The year in the copyright line.", examples: [2026] }),
      links: list(action)
        .default([])
        .meta({
          description: "Links in the footer, in order.",
          examples: [[{ label: "FAQ", href: "/faq" }]],
        }),
    })
    .meta({
      description: "The foot of every page: its notice, copyright year and links.",
      examples: [{ disclaimer: "Nothing on this site is legal advice.", year: 2026, links: [] }],
    }),
  contact: z
    .strictObject({
      email: z
        .email({ error: "expected an email address" })
        .meta({ description: "The address visitors write to.", examples: ["info@example.org"] }),
    })
    .meta({ description: "How visitors reach the group.", examples: [{ email: "info@example.org" }] }),
  trust: z
    .strictObject({
      price: text().meta({ description: "The price of a trust package, as shown.", examples: ["$1,500"] }),
      deliveryDays: positiveInt().meta({
        description: "How many days a trust package takes to deliver.",
        examples: [14],
      }),
    })
    .meta({
      description: "The trust package, shown as {site.trust.price} and {site.trust.deliveryDays} in texts.",
      examples: [{ price: "$1,500", deliveryDays: 14 }],
    }),
  consultation: z
    .strictObject({
      minutes: positiveInt().meta({ description: "How long a phone consultation lasts, in minutes.", examples: [60] }),
    })
    .meta({
      description: "The phone consultation, shown as {site.consultation.minutes}.",
      examples: [{ minutes: 60 }],
    }),
  reviewPeriodMonths: positiveInt()
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
      examples: [{ downloadMegabytes: 20, mediaMegabytes: 5 }],
    }),
  integrations: z
    .strictObject({
      videoHost: z
        .strictObject({
          name: text().meta({ description: "The video host's name, as visitors know it.", examples: ["Vimeo"] }),
          playerHosts: list(hostname())
            .min(1)
            .meta({
              description: "Hosts whose player URLs an embed may point at; anything else is rejected.",
              examples: [["player.vimeo.com"]],
            }),
          playerParams: z
            .record(z.string(), z.union([z.string(), z.number()]))
            .default({})
            .meta({
              description: "Query parameters every player URL gets (title, byline, portrait, badge, autopause).",
              examples: [{ title: 0, byline: 0 }],
            }),
        })
        .meta({
          description: "Where the site's videos are hosted and how they are played.",
          examples: [videoHostExample],
        }),
      assistant: z
        .strictObject({
          agentId: switchId().meta({
            description: "The provider's agent id; empty means no widget and no script.",
            examples: ["agent_01abc"],
          }),
          scriptUrl: scriptAddress().meta({
            description:
              "The widget's script, on the provider's own site (package CDNs such as unpkg.com are refused).",
            examples: ["https://elevenlabs.io/convai-widget/index.js"],
          }),
          element: z
            .string()
            .regex(/^[a-z][a-z0-9]*-[a-z0-9-]+$/, "expected a custom element name such as 'my-widget'")
            .meta({
              description: "The tag name the widget's script defines, placed on the page.",
              examples: ["elevenlabs-convai"],
            }),
          connectSources: list(origin(["https", "wss"]))
            .default([])
            .meta({
              description: "Origins the widget talks to (https:// or wss:// and a host, no path).",
              examples: [["https://api.elevenlabs.io", "wss://api.elevenlabs.io"]],
            }),
        })
        .meta({ description: "The voice assistant widget shown on every page.", examples: [assistantExample] }),
      scheduler: z
        .strictObject({
          calLink: switchId().meta({
            description: 'The scheduling link, e.g. "our-team/90min"; empty means the widget is not shown.',
            examples: ["our-team/90min"],
          }),
          namespace: text().meta({
            description: "A name for the scheduler's widget on the page.",
            examples: ["consultation"],
          }),
          layout: z
            .enum(["month_view", "week_view", "column_view"])
            .meta({ description: "How the scheduler shows free times.", examples: ["month_view"] }),
          origin: origin().meta({
            description: "The scheduler's own address, without a path.",
            examples: ["https://app.cal.com"],
          }),
          scriptUrl: scriptAddress().meta({
            description: "The scheduler's script, on the provider's own site.",
            examples: ["https://app.cal.com/embed/embed.js"],
          }),
        })
        .meta({
          description: "The booking widget of the phone consultation page.",
          examples: [schedulerExample],
        }),
      payment: z
        .strictObject({
          merchantId: switchId().meta({
            description: "The payment provider's merchant (widget) id; empty means no frame.",
            examples: ["m-12345"],
          }),
          widgetUrl: httpsAddress().meta({
            description: "The address of the payment form, shown in a frame on the donation page.",
            examples: ["https://pay.example.com/widget"],
          }),
          width: positiveInt().meta({ description: "The payment frame's width, in pixels.", examples: [400] }),
          height: positiveInt().meta({ description: "The payment frame's height, in pixels.", examples: [600] }),
        })
        .meta({ description: "The donation form of the trust donation page.", examples: [paymentExample] }),
    })
    .meta({
      description: "Outside services the site shows: videos, the assistant, the scheduler and payments.",
      examples: [
        {
          videoHost: videoHostExample,
          assistant: assistantExample,
          scheduler: schedulerExample,
          payment: paymentExample,
        },
      ],
    }),
  editor: z
    .strictObject({
      repository: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]+$/, "expected the GitHub repository as owner/name")
        .meta({
          description: "The GitHub repository the site is built from, as owner/name: /admin edits it.",
          examples: ["our-group/website"],
        }),
      branch: z
        .string()
        .trim()
        .min(1)
        .default("main")
        .meta({ description: "The branch /admin saves to, which the site is built from.", examples: ["main"] }),
      authUrl: origin().meta({
        description:
          "The sign-in service that lets staff sign in with GitHub (an OAuth client for Decap CMS, with the GitHub OAuth app's secret), as its address without a path.",
        examples: ["https://auth.example.org"],
      }),
    })
    .nullable()
    .default(null)
    .meta({
      description:
        "Editing on the deployed site: with a repository named, the build adds /admin, where staff sign in with GitHub and edit the content there. Left out, the build has no /admin.",
      examples: [{ repository: "our-group/website", branch: "main", authUrl: "https://auth.example.org" }],
    }),
});

export type SiteConfig = z.output<typeof siteSchema>;

/** site.yaml as validated during a content run, as this site's schema made it (absent until it is valid). */
export function siteConfigOf(index: SiteIndex | undefined): SiteConfig | undefined {
  // The engine validated the site collection's entry with siteSchema: its settings are this config.
  return index?.site as SiteConfig | undefined;
}
