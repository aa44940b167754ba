import type { LoadContext } from "../../manifest/context.ts";
import type { SiteConfig } from "../site/schema.ts";
import { parseEmbed, type VideoEmbed } from "./embed.ts";
import { videoCategorySchema } from "./schema.ts";

export interface Video {
  id: number;
  title?: string;
  embed: VideoEmbed;
}

export interface VideoCategory {
  id: string;
  title: string;
  description: string;
  order?: number;
  /** The count the author declared; what the page shows while no videos are listed. */
  declaredCount: number;
  videos: Video[];
}

const idPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function loadVideos(ctx: LoadContext, site: SiteConfig): VideoCategory[] | undefined {
  const names = ctx.list("videos", (name, isDirectory) => !isDirectory && /\.ya?ml$/.test(name));
  let ok = true;
  const categories: VideoCategory[] = [];
  for (const name of names) {
    const id = name.replace(/\.ya?ml$/, "");
    const relative = `videos/${name}`;
    if (!idPattern.test(id)) {
      ctx.issues.error(
        ctx.file(relative),
        `file name "${name}" is the category's address: use lowercase letters, digits and hyphens, e.g. "irs-taxes.yaml"`,
      );
      ok = false;
      continue;
    }
    const source = ctx.readYaml(relative);
    const data = source && ctx.validate(videoCategorySchema, source);
    if (!source || !data) {
      ok = false;
      continue;
    }
    const seen = new Set<number>();
    const videos: Video[] = [];
    data.videos.forEach((video, i) => {
      if (seen.has(video.id)) ctx.error(source, ["videos", i, "id"], `duplicate video id ${video.id} in this category`);
      seen.add(video.id);
      const parsed = parseEmbed(video.embed, site.integrations.videoHost);
      if ("error" in parsed) {
        ctx.error(source, ["videos", i, "embed"], parsed.error);
        return;
      }
      videos.push({ id: video.id, ...(video.title ? { title: video.title } : {}), embed: parsed.embed });
    });
    if (data.videos.length > 0 && data.videos.length !== data.videoCount) {
      ctx.warn(
        source,
        ["videoCount"],
        `declares ${data.videoCount} video${data.videoCount === 1 ? "" : "s"} but lists ${data.videos.length}; the page shows the ${data.videos.length} listed`,
      );
    }
    categories.push({
      id,
      title: data.title,
      description: data.description,
      ...(data.order !== undefined ? { order: data.order } : {}),
      declaredCount: data.videoCount,
      videos,
    });
  }
  if (names.length === 0)
    ctx.issues.error(ctx.file("videos"), "no video categories: add at least one videos/<id>.yaml");
  if (!ok) return undefined;
  return categories.sort(
    (a, b) =>
      (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) || a.title.localeCompare(b.title),
  );
}
