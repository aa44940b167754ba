import { defineCollection } from "../../../collection/define.ts";
import { fill, numbersOf } from "../../../collection/scaffold.ts";
import { yamlFiles } from "../../../collection/sources.ts";
import { slugify } from "../../../slug.ts";
import { videoCategorySchema } from "./schema.ts";

/** `content/videos/<id>.yaml`: the video library, one category per file, each at /video-library/<id>. */
export const videos = defineCollection({
  name: "videos",
  description: "A video category (content/videos/<category-id>.yaml): the file name is its address",
  source: yamlFiles("videos/*.yaml", {
    nameProblem: (name) =>
      `file name "${name}" is the category's address: use lowercase letters, digits and hyphens, e.g. "irs-taxes.yaml"`,
    empty: "no video categories: add at least one videos/<id>.yaml",
  }),
  schema: videoCategorySchema,
  finish(categories, ctx) {
    return categories
      .map(({ videoCount, ...category }) => {
        const seen = new Set<number>();
        category.videos.forEach((video, i) => {
          if (seen.has(video.id))
            ctx.error(category, ["videos", i, "id"], `duplicate video id ${video.id} in this category`);
          seen.add(video.id);
        });
        const listed = category.videos.length;
        if (listed > 0 && listed !== videoCount) {
          ctx.warn(
            category,
            ["videoCount"],
            `declares ${videoCount} video${videoCount === 1 ? "" : "s"} but lists ${listed}; the page shows the ${listed} listed`,
          );
        }
        // A category page shows its videos, or its placeholders while it lists none.
        return { ...category, declaredCount: videoCount, shownCount: listed > 0 ? listed : videoCount };
      })
      .sort(
        (a, b) =>
          (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) || a.title.localeCompare(b.title),
      );
  },
  page: { path: "/video-library/:id" },
  summary: (categories) => [
    ["video categories", categories.length],
    ["videos listed", categories.reduce((n, c) => n + c.videos.length, 0)],
    ["video cards shown", categories.reduce((n, c) => n + c.shownCount, 0)],
  ],
  scaffold: {
    kind: "video-category",
    args: ["title"],
    create([title], site) {
      const orders = numbersOf(site.entries("videos"), "order");
      return {
        id: slugify(title!),
        data: {
          title,
          description: fill("Describe here in a sentence what the videos of this category are about."),
          videoCount: 0,
          // Categories without an order follow those with one, by title.
          ...(orders.length > 0 ? { order: Math.max(...orders) + 1 } : {}),
          videos: [],
        },
        beforePublishing: "the Video Library would list the category with its placeholder description",
        next: [
          "videos: add each video as `- id: 1` (then 2, 3 …) with `title:` and `embed:` (the embed code or player address from the video host).",
          "videoCount: how many videos the category will have; while videos is empty, the page shows that many 'Coming Soon' cards.",
        ],
      };
    },
  },
  sample(write, scale) {
    const perCategory = 9.5;
    for (let c = 1; c <= 34 * scale; c++) {
      const count = Math.round(perCategory * (0.5 + write.random()));
      write.file(
        `videos/category-${c}.yaml`,
        write.yaml({
          title: `Category ${c}`,
          description: write.sentence(12),
          videoCount: count,
          order: c,
          videos: Array.from({ length: count }, (_, v) => ({
            id: v + 1,
            title: `${write.sentence(2).slice(0, -1)} ${v + 1}`,
            embed: `<div style="padding:${write.random() < 0.7 ? "177.78" : "56.25"}% 0 0 0;position:relative;"><iframe src="https://player.vimeo.com/video/${100000000 + c * 1000 + v}?title=0" frameborder="0" allow="autoplay; fullscreen" style="position:absolute;top:0;left:0;width:100%;height:100%;" title="Video ${v + 1}"></iframe></div><script src="https://player.vimeo.com/api/player.js"></script>`,
          })),
        }),
      );
    }
  },
});
