import { z } from "zod";
import { text } from "../../schemas-common.ts";

export const videoSchema = z.strictObject({
  /** 1, 2, 3 ... within the category. */
  id: z.number().int().positive(),
  title: text().optional(),
  /** The embed code copied from the video host, or its player URL. */
  embed: text(),
});

/** `content/videos/<category-id>.yaml`: the file name is the category id and its address. */
export const videoCategorySchema = z.strictObject({
  title: text(),
  description: text(),
  /** The number of videos the category is meant to have; placeholders fill in while `videos` is empty. */
  videoCount: z.number().int().min(0),
  /** Position on the Video Library page; categories without one follow, by title. */
  order: z.number().int().positive().optional(),
  videos: z.array(videoSchema).default([]),
});
