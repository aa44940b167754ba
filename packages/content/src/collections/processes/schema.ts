import { z } from "zod";
import { action, href, text } from "../../schemas-common.ts";

/** `content/processes/<process-id>/process.yaml`: the folder name is the process id and its address. */
export const processSchema = z.strictObject({
  title: text(),
  description: text(),
  /** Free text such as "24 hours" or "1 day - 4 weeks". */
  timeEstimate: text(),
  /** Number of templates the process uses. */
  templates: z.number().int().min(0),
  /** Position in the grid of processes (1 first); visitors are advised to follow them in order. */
  order: z.number().int().positive(),
  /** Shown under "What You'll Learn". */
  learn: z.array(text()).default([]),
});

const dialogFields = {
  title: text(),
  /** Card text. */
  summary: text().optional(),
  /** Card button; defaults to "Start Step N". */
  cta: text().optional(),
  /** A link ending the dialog, e.g. { label: Complete, href: /diy-processes }. */
  complete: action.optional(),
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
    z.strictObject({ kind: z.literal("lesson"), ...dialogFields }),
    z.strictObject({ kind: z.literal("placeholder"), ...dialogFields }),
    z.strictObject({ kind: z.literal("link"), title: text(), summary: text().optional(), cta: text(), href: href() }),
    z.strictObject({
      kind: z.literal("video"),
      title: text(),
      summary: text().optional(),
      cta: text().default("Start"),
      /** The host's embed code or player URL; without it the overlay shows the 'Coming Soon' placeholder. */
      embed: text().optional(),
    }),
  ],
  { error: "expected kind to be one of: lesson, placeholder, link, video" },
);

export type StepFrontmatter = z.infer<typeof stepSchema>;
