import { z } from "zod";
import { draft, formerAddresses, reviewed } from "../../../editorial/fields.ts";
import { action, href, list, positiveInt, reference, text } from "../../../schema/index.ts";
import { videoEmbed } from "../videos/schema.ts";

/** `content/processes/<process-id>/process.yaml`: the folder name is the process id and its address. */
export const processSchema = z.strictObject({
  title: text().meta({
    description: "The process's name, on its card in /diy-processes and at the top of its page.",
    examples: ["Declarations, Affidavits, Notifications, and Recordings"],
  }),
  description: text().meta({
    description: "A sentence or two on the process's card and under its title: what the visitor will do and why.",
    examples: [
      "An introduction to written statements of fact: how declarations and affidavits are written, signed and notarized, and how a county office records a document in the public record.",
    ],
  }),
  timeEstimate: text().meta({
    description: 'How long the process takes, shown on its card: free text such as "24 hours" or "1 day - 4 weeks".',
    examples: ["1 day - 4 weeks"],
  }),
  templates: list(reference("documents", "document"))
    .default([])
    .meta({
      description:
        "The documents of content/documents.yaml this process uses, by id (the name in lower case with hyphens, e.g. affidavit-template). Their number is shown on the process card.",
      examples: [["declaration-template", "affidavit-template"]],
    }),
  order: positiveInt().meta({
    description: "Position in the grid of processes (1 first); visitors are advised to follow them in order.",
    examples: [1],
  }),
  learn: list(text())
    .default([])
    .meta({
      description: 'What the visitor will know by the end, one point an item, listed under "What You\'ll Learn".',
      examples: [["What an Employer Identification Number (EIN) is and what it is used for"]],
    }),
  formerAddresses: formerAddresses(),
  draft: draft(),
});

/** A step's kind, which says how its card behaves. */
const kind = <K extends string>(value: K, description: string) =>
  z.literal(value).meta({ description, examples: [value] });

/** Written once for every kind of step: each kind shows them on the step's card. */
const cardFields = {
  title: text().meta({
    description: "The step's name, on its card (numbered by the file name's NN) and at the top of its dialog.",
    examples: ["Making Your First Declaration"],
  }),
  summary: text()
    .optional()
    .meta({
      description: "A sentence on the card under the title, saying what the step covers.",
      examples: ["Write a short declaration of facts in numbered paragraphs and sign it under penalty of perjury."],
    }),
};

const dialogFields = {
  ...cardFields,
  cta: text()
    .optional()
    .meta({ description: 'What the card\'s button says; defaults to "Start Step N".', examples: ["Read the Lesson"] }),
  complete: action.optional().meta({
    description: "A button at the end of the dialog, leading on once the step is done.",
    examples: [{ label: "Complete", href: "/diy-processes" }],
  }),
};

/**
 * Frontmatter of `steps/NN-<slug>.mdx`. The kind says how the step's card behaves:
 * - lesson: opens a dialog with the MDX body;
 * - placeholder: opens a dialog saying 'Content will be available soon.' (no body);
 * - link: the card's button goes to `href`;
 * - video: the card's button opens a full-screen player for `embed`.
 */
export const stepSchema = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({
      kind: kind("lesson", "A lesson: the card's button opens a dialog with the text below the front matter."),
      ...dialogFields,
      reviewed: reviewed(),
      draft: draft(),
    }),
    z.strictObject({
      kind: kind("placeholder", "A step still to be written: its dialog says the content will be available soon."),
      ...dialogFields,
      draft: draft(),
    }),
    z.strictObject({
      kind: kind("link", "A step that is another page: the card's button goes to href."),
      ...cardFields,
      cta: text().meta({ description: "What the card's button says.", examples: ["Open Resources"] }),
      href: href().meta({
        description: "The page the card's button opens: a page of the site or an https:// address.",
        examples: ["/video-library/affidavits"],
      }),
      draft: draft(),
    }),
    z.strictObject({
      kind: kind("video", "A video step: the card's button opens a full-screen player."),
      ...cardFields,
      cta: text()
        .default("Start")
        .meta({ description: 'What the card\'s button says; defaults to "Start".', examples: ["Watch the Video"] }),
      embed: videoEmbed()
        .optional()
        .meta({
          description:
            "The host's embed code or player URL; without it the overlay shows the 'Coming Soon' placeholder.",
          examples: ["https://player.vimeo.com/video/123456789"],
        }),
      draft: draft(),
    }),
  ],
  { error: "expected kind to be one of: lesson, placeholder, link, video" },
);
