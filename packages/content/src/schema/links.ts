import { refusalMessage } from "../source/content-files.ts";
import { editDistance } from "../source/edit-distance.ts";
import type { SiteIndex } from "./site-index.ts";

/** Where downloadable files and images live; each is served under its folder's name. */
export const mediaFolders = { media: "media", downloads: "downloads" } as const;

/** The images content/media holds: what every browser draws in an `<img>`. */
export const imageExtensions = ["png", "jpg", "jpeg", "gif", "webp", "avif", "svg"] as const;

/** Schemes that run code or smuggle a document in, however they are spelled. */
const dangerousScheme = /^(javascript|vbscript|data):/;

/** A link as a browser reads its scheme, which ignores ASCII whitespace and control characters inside it, and its case. */
export function asBrowserReads(url: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is being removed
  return url.replace(/[\u0000-\u0020\u007f-\u009f]/g, "").toLowerCase();
}

export const isDangerousUrl = (url: string) => dangerousScheme.test(asBrowserReads(url));

/**
 * What is wrong with a link an author wrote, or undefined when it leads somewhere real: a page the
 * site has, a file under content/media or content/downloads, an in-page anchor, or an address
 * elsewhere. The one place every link in content is judged, with one wording.
 */
export function linkProblem(href: string, index: SiteIndex, from: { draft?: boolean } = {}): string | undefined {
  const target = href.trim();
  if (isDangerousUrl(target)) return `link "${target}" is not allowed: links go to site paths or https addresses`;
  const hostless = hostlessWebAddress(target);
  if (hostless) return hostless;
  if (/^(https?:|mailto:|tel:|#)/i.test(target)) return undefined;
  if (!target.startsWith("/")) {
    return `link "${target}" is relative; write a site path starting with '/' (e.g. /dictionary/trust) or a full https:// address`;
  }
  const path = sitePath(target);
  for (const folder of Object.values(mediaFolders)) {
    if (!path.startsWith(`/${folder}/`)) continue;
    const name = path.slice(folder.length + 2);
    if (folder === mediaFolders.media ? index.media.has(name) : index.downloads.has(name)) return undefined;
    return (
      refusedFile(folder, name, index) ?? `link "${target}" points at a file that does not exist (no content${path})`
    );
  }
  const normalized = pageAddress(path);
  const draft = index.draftRoutes.get(normalized);
  if (draft !== undefined && !from.draft) {
    return `link "${target}" goes to a draft, ${draft}: publish that first (delete its draft: true), or remove the link`;
  }
  if (index.routes.has(normalized)) return undefined;
  const moved = index.redirects.get(normalized);
  if (moved !== undefined) return `link "${target}" goes to a former address, which only redirects: write "${moved}"`;
  const caseless = [...index.routes].find((route) => route.toLowerCase() === normalized.toLowerCase());
  if (caseless) return `link "${target}" should be written "${caseless}"`;
  return `link "${target}" goes to a page that does not exist${suggestRoute(normalized, index.routes)}`;
}

/**
 * What is wrong with a web address that does not start `https://` and a host (`https:www.example.org`,
 * `https:/\\example.org`): browsers read the first as a path on this site and the second as a host
 * the author did not write. With the address as it was meant.
 */
export function hostlessWebAddress(target: string): string | undefined {
  // Markdown hands over a backslash in a link encoded (`%5C`): it is shown as the author wrote it.
  const written = target.replace(/%5C/gi, "\\");
  const [, scheme, rest = ""] = /^(https?):(.*)$/is.exec(written) ?? [];
  if (scheme === undefined || /^\/\/[^/\\]/.test(rest)) return undefined;
  const meant = `${scheme.toLowerCase()}://${rest.replace(/^[/\\]+/, "")}`;
  return `link "${written}" has no host after ${scheme}: (a web address starts with two slashes): write "${meant}"`;
}

/**
 * The content file that could not be read and may have held the page a link goes to: the link's
 * problem follows from that file's error. Undefined for any other link.
 */
export function linkCause(href: string, index: SiteIndex): string | undefined {
  const target = href.trim();
  return target.startsWith("/") ? index.unreadable.address(pageAddress(sitePath(target))) : undefined;
}

/** The path part of a site link, decoded: `/dictionary/trust#top` is `/dictionary/trust`. */
const sitePath = (target: string) => decodePath(target.replace(/[?#].*$/, ""));
const pageAddress = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/**
 * Why a file that exists under content/media or content/downloads is not published (a symbolic
 * link, a file outside the content folder), naming it, or undefined.
 */
export function refusedFile(folder: string, name: string, index: SiteIndex): string | undefined {
  const why = index.refused.get(`${folder}/${name}`);
  return why && refusalMessage(`${folder}/${name}`, why);
}

function decodePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

function suggestRoute(path: string, routes: ReadonlySet<string>): string {
  let best: { route: string; distance: number } | undefined;
  for (const route of routes) {
    const distance = editDistance(path, route);
    if (!best || distance < best.distance) best = { route, distance };
  }
  if (best && best.distance <= Math.max(2, Math.floor(path.length / 5))) return ` (did you mean ${best.route}?)`;
  const parent = path.slice(0, path.lastIndexOf("/"));
  const siblings = [...routes].filter((route) => route.startsWith(`${parent}/`)).slice(0, 5);
  if (parent && siblings.length > 0) return ` (pages under ${parent}/ include ${siblings.join(", ")})`;
  return "";
}
