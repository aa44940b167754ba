import { z } from "zod";
import { draft, formerAddresses } from "../../../editorial/fields.ts";
import { list, positiveInt, text } from "../../../schema/index.ts";
import { maybeSiteIndex } from "../../../schema/site-index.ts";
import { siteConfigOf } from "../site/schema.ts";
import { defaultAspect, parseEmbed, type VideoEmbed } from "./embed.ts";

/**
 * A video as the video host's embed code (or its player URL). It becomes what the site needs to
 * render its own player; only the configured host's player addresses are accepted.
 */
export const videoEmbed = () =>
  text().transform((code, ctx): VideoEmbed => {
    const host = siteConfigOf(maybeSiteIndex())?.integrations.videoHost;
    if (!host) return { provider: "", src: code, aspect: defaultAspect };
    const parsed = parseEmbed(code, host);
    if ("error" in parsed) {
      ctx.addIssue(parsed.error);
      return { provider: host.name, src: "", aspect: defaultAspect };
    }
    return parsed.embed;
  });

const videoSchema = z.strictObject({
  id: positiveInt().meta({
    description: "The video's number within the category (1, 2, 3 ...): its place in the list.",
    examples: [1],
  }),
  title: text()
    .optional()
    .meta({
      description: "The video's title, shown under its player.",
      examples: ["How the Federal Reserve Creates Money"],
    }),
  embed: videoEmbed().meta({
    description: "The embed code copied from the video host, or its player URL.",
    examples: ["https://player.vimeo.com/video/123456789"],
  }),
});

/** `content/videos/<category-id>.yaml`: the file name is the category id and its address. */
export const videoCategorySchema = z.strictObject({
  title: text().meta({
    description: "The category's name, on its card in the Video Library and at the top of its page.",
    examples: ["Banking"],
  }),
  description: text().meta({
    description: "A sentence on the category's card and page saying what its videos cover.",
    examples: ["Videos on how banks, deposits, money and the Federal Reserve System work."],
  }),
  videoCount: z
    .int()
    .min(0)
    .meta({
      description: "The number of videos the category is meant to have; placeholders fill in while `videos` is empty.",
      examples: [35],
    }),
  order: positiveInt()
    .optional()
    .meta({
      description: "Position on the Video Library page; categories without one follow, by title.",
      examples: [9],
    }),
  videos: list(videoSchema)
    .default([])
    .meta({
      description: "The category's videos, in the order they are listed on its page.",
      examples: [
        [{ id: 1, title: "How the Federal Reserve Creates Money", embed: "https://player.vimeo.com/video/123456789" }],
      ],
    }),
  formerAddresses: formerAddresses(),
  draft: draft(),
});
