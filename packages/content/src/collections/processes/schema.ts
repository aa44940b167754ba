import { z } from "zod";
import { draft, formerAddresses, reviewed } from "../../editorial/fields.ts";
import { action, href, list, reference, text } from "../../schema/index.ts";
import { videoEmbed } from "../videos/schema.ts";

/** `content/processes/<process-id>/process.yaml`: the folder name is the process id and its address. */
export const processSchema = z.strictObject({
  title: text(),
  description: text(),
  timeEstimate: text().meta({ description: 'Free text such as "24 hours" or "1 day - 4 weeks".' }),
  templates: list(reference("documents", "document"))
    .default([])
    .meta({
      description:
        "The documents of content/documents.yaml this process uses, by id (the name in lower case with hyphens, e.g. affidavit-template). Their number is shown on the process card.",
      examples: [["declaration-template", "affidavit-template"]],
    }),
  order: z.number().int().positive().meta({
    description: "Position in the grid of processes (1 first); visitors are advised to follow them in order.",
  }),
  learn: list(text()).default([]).meta({ description: 'Shown under "What You\'ll Learn".' }),
  formerAddresses: formerAddresses(),
  draft: draft(),
});

const dialogFields = {
  title: text(),
  summary: text().optional().meta({ description: "Card text." }),
  cta: text().optional().meta({ description: 'Card button; defaults to "Start Step N".' }),
  complete: action
    .optional()
    .meta({ description: "A link ending the dialog, e.g. { label: Complete, href: /diy-processes }." }),
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
    z.strictObject({ kind: z.literal("lesson"), ...dialogFields, reviewed: reviewed(), draft: draft() }),
    z.strictObject({ kind: z.literal("placeholder"), ...dialogFields, draft: draft() }),
    z.strictObject({
      kind: z.literal("link"),
      title: text(),
      summary: text().optional(),
      cta: text(),
      href: href(),
      draft: draft(),
    }),
    z.strictObject({
      kind: z.literal("video"),
      title: text(),
      summary: text().optional(),
      cta: text().default("Start"),
      embed: videoEmbed().optional().meta({
        description: "The host's embed code or player URL; without it the overlay shows the 'Coming Soon' placeholder.",
      }),
      draft: draft(),
    }),
  ],
  { error: "expected kind to be one of: lesson, placeholder, link, video" },
);
