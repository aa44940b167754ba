import { defineCollection } from "../../../collection/define.ts";
import { yamlFile } from "../../../collection/sources.ts";
import { siteSchema } from "./schema.ts";

/** `content/site.yaml`: the site's name, navigation, footer, contact, and the ids that switch third parties on. */
export const site = defineCollection({
  name: "site",
  description: "Site-wide settings (content/site.yaml)",
  source: yamlFile("site.yaml"),
  schema: siteSchema,
  body: false,
  summary: () => [],
  sample(write) {
    write.file(
      "media/logo.svg",
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>Logo</title><rect width="64" height="64" fill="#0f2742"/></svg>`,
    );
    // A 1×1 navy PNG: link previews need a raster image.
    write.file(
      "media/social.png",
      Buffer.from(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPgV3cCAADBAHk5QcyQAAAAAElFTkSuQmCC",
        "base64",
      ),
    );
    write.file(
      "site.yaml",
      write.yaml({
        name: "Synthetic Law Trust",
        titleSuffix: "Synthetic Law Trust",
        baseUrl: "https://synthetic.example",
        description: write.paragraph(1),
        logo: { src: "logo.svg" },
        socialImage: "social.png",
        nav: [
          { label: "About", href: "/about" },
          { label: "Dictionary", href: "/dictionary" },
          { label: "FAQ", href: "/faq" },
        ],
        cta: { label: "Work with us", href: "/work-with-us" },
        footer: { disclaimer: write.paragraph(4), year: 2025 },
        contact: { email: "contact@synthetic.example" },
        trust: { price: "$5,000 USD", deliveryDays: 10 },
        consultation: { minutes: 90 },
        integrations: {
          videoHost: { name: "Vimeo", playerHosts: ["player.vimeo.com"], playerParams: { badge: 0, autopause: 0 } },
          assistant: { agentId: null, scriptUrl: "https://assistant.example/widget.js", element: "assistant-widget" },
          scheduler: {
            calLink: null,
            namespace: "90min",
            layout: "month_view",
            origin: "https://app.cal.com",
            scriptUrl: "https://app.cal.com/embed/embed.js",
          },
          payment: { merchantId: null, widgetUrl: "https://pay.example/widget", width: 410, height: 696 },
        },
      }),
    );
  },
});
