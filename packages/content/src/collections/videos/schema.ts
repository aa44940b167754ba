import { z } from "zod";
import { text } from "../../schemas-common.ts";

export const videoSchema = z.strictObject({
  id: z.number().int().positive().meta({ description: "1, 2, 3 ... within the category." }),
  title: text().optional(),
  embed: text().meta({ description: "The embed code copied from the video host, or its player URL." }),
});

/** `content/videos/<category-id>.yaml`: the file name is the category id and its address. */
export const videoCategorySchema = z.strictObject({
  title: text(),
  description: text(),
  videoCount: z.number().int().min(0).meta({
    description: "The number of videos the category is meant to have; placeholders fill in while `videos` is empty.",
  }),
  order: z
    .number()
    .int()
    .positive()
    .optional()
    .meta({ description: "Position on the Video Library page; categories without one follow, by title." }),
  videos: z.array(videoSchema).default([]),
});
