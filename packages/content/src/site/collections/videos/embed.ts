import type { Element, Root } from "hast";
import { fromHtml } from "hast-util-from-html";
import { visit } from "unist-util-visit";
import type { SiteConfig } from "../site/schema.ts";

/** What the site needs to render a player itself: the provider's own HTML and scripts are never injected. */
export interface VideoEmbed {
  provider: string;
  src: string;
  /** Height as a percentage of width (177.78 portrait, 56.25 landscape). */
  aspect: number;
  title?: string;
}

export const defaultAspect = 56.25;

type VideoHost = SiteConfig["integrations"]["videoHost"];

/**
 * Reads an embed code as pasted from the video host (a wrapper whose padding sets the aspect ratio,
 * an iframe, the player script) or a bare player URL. Returns an error sentence when it cannot be used.
 */
export function parseEmbed(code: string, host: VideoHost): { embed: VideoEmbed } | { error: string } {
  const trimmed = code.trim();
  let src: string | undefined;
  let aspect = defaultAspect;
  let title: string | undefined;

  if (/^https?:\/\//.test(trimmed)) {
    src = trimmed;
  } else {
    const tree: Root = fromHtml(trimmed, { fragment: true });
    const iframes: Element[] = [];
    let padding: number | undefined;
    visit(tree, "element", (node: Element) => {
      if (node.tagName === "iframe") iframes.push(node);
      const style = node.properties.style;
      if (padding === undefined && typeof style === "string") padding = paddingPercent(style);
    });
    if (iframes.length !== 1) {
      return { error: `expected the video host's embed code with exactly one <iframe>, found ${iframes.length}` };
    }
    const iframe = iframes[0]!;
    src = typeof iframe.properties.src === "string" ? iframe.properties.src : undefined;
    title = (typeof iframe.properties.title === "string" && iframe.properties.title.trim()) || undefined;
    if (padding !== undefined) aspect = padding;
  }

  if (!src) return { error: "the embed's <iframe> has no src" };
  if (!URL.canParse(src)) return { error: `the player address "${src}" is not a valid URL` };
  const url = new URL(src);
  if (url.protocol !== "https:" || !host.playerHosts.includes(url.hostname)) {
    return {
      error: `the player address is on ${url.protocol === "https:" ? url.hostname : `${url.protocol}//${url.hostname}`}, expected an https address on the video host (${host.playerHosts.join(", ")})`,
    };
  }
  if (!(aspect >= 10 && aspect <= 400)) {
    return { error: `the wrapper's padding ${aspect}% is not a plausible aspect ratio (expected 10% to 400%)` };
  }
  for (const [key, value] of Object.entries(host.playerParams)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
  }
  return { embed: { provider: host.name, src: url.toString(), aspect, ...(title ? { title } : {}) } };
}

function paddingPercent(style: string): number | undefined {
  const match = /padding(?:-top|-bottom)?\s*:\s*([\d.]+)%/i.exec(style);
  return match ? Number(match[1]) : undefined;
}
