import type { CollectionDefinition } from "../collection/define.ts";

export type WithPages = Pick<CollectionDefinition, "name" | "page" | "redirect" | "extraPages">;

/** What the check knows of the content when it asks the site what its build writes. */
export interface SiteFiles {
  collections: readonly WithPages[];
  /** Every page's address. */
  routes: readonly string[];
  /** The entry page paths of the sections that have entries now (`/dictionary/:id`). */
  entryPagePaths: readonly string[];
  /** Each entry's other files (a term's share page), and what each is. */
  extraAddresses: ReadonlyMap<string, string>;
}

/**
 * What a build writes, as the check needs to know it: every file and folder of the published site,
 * and what each is. A former address becomes a file of its own (its redirect page), and a page's
 * name a folder at the top of the site: neither may take the place of anything else the build
 * writes. The site declares its build (site-output.ts, beside the registry); the check and the
 * build's own steps read that one declaration.
 */
export interface BuildOutput {
  /** Every file the build writes (`/404.html`, `/about/index.html`), and what it is. */
  files: ReadonlyMap<string, string>;
  /** Folders whose whole content is the build's (`/assets`), and what they hold. */
  folders: ReadonlyMap<string, string>;
  /** Names at the top of the site that are not pages (`pagefind`, `share`, `404`), and what uses them. */
  reservedNames: ReadonlyMap<string, string>;
  /** What the build adds after a file's name for its compressed copies (`.br`). */
  compressedSuffixes: readonly string[];
}

/** The file a redirect page is written to at an address: `/diy/x` → `/diy/x/index.html`, `/x.html` as it is. */
export const redirectFileOf = (from: string) => (from.endsWith(".html") ? from : `${from}/index.html`);

/**
 * How an address would take the place of something the build writes, if it would, in words that
 * follow the address: `is the sitemap`, `lies in /assets/, the site's scripts and styles`. Its
 * redirect page would be that file (`/404.html`), a compressed copy of it (`/sitemap.xml.gz`), or
 * under a file (`/sitemap.xml/x`) or a folder that is all the build's (`/assets/x.js`).
 */
export function takenByBuild(address: string, output: BuildOutput): string | undefined {
  const segments = redirectFileOf(address).split("/").slice(1);
  for (let i = 1; i <= segments.length; i++) {
    const at = `/${segments.slice(0, i).join("/")}`;
    const uncompressed = output.compressedSuffixes.flatMap((s) => (at.endsWith(s) ? [at.slice(0, -s.length)] : []));
    for (const candidate of [at, ...uncompressed]) {
      const file = output.files.get(candidate);
      const folder = output.folders.get(candidate);
      if (file === undefined && folder === undefined) continue;
      if (folder !== undefined) return `lies in ${candidate}/, ${folder}`;
      if (candidate === address) return `is ${file}`;
      if (candidate !== at) return `is a compressed copy of ${candidate}, ${file}`;
      return at === redirectFileOf(address) ? `would be written as ${at}, ${file}` : `lies under ${candidate}, ${file}`;
    }
  }
  return undefined;
}

/** The name a page at the top of the site would take from the build (`/pagefind`), and what has it. */
export function reservedBy(route: string, reservedNames: BuildOutput["reservedNames"]): string | undefined {
  const name = /^\/([^/]+)$/.exec(route)?.[1];
  return name === undefined ? undefined : reservedNames.get(name);
}
