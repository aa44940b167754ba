import type { BuildOutput, SiteFiles, WithPages } from "../editorial/build-output.ts";
import { mediaFolders } from "../schema/links.ts";
import { pageFiles, sectionNotFoundPages, siteOutput } from "./site-output.ts";

/** The files at the top of the site that are not pages, and what each is. */
const namedFiles: [file: string, what: string][] = [
  [siteOutput.notFoundPage, "the site's not-found page"],
  [siteOutput.sitemap, "the sitemap"],
  [siteOutput.robots, "the rules for search engines"],
  [siteOutput.staticHostHeaders, "the static hosts' headers"],
  [siteOutput.staticHostRedirects, "the static hosts' redirects"],
];

/** The folders whose whole content is the build's. */
const builtFolders: [folder: string, what: string][] = [
  [siteOutput.assets, "the site's scripts and styles"],
  [siteOutput.searchIndex, "the site search's index"],
  [siteOutput.admin, "the deployed editor"],
  [mediaFolders.media, "the images of content/media"],
  [mediaFolders.downloads, "the files of content/downloads"],
];

const withoutExtension = (name: string) => name.replace(/\.[a-z]+$/, "");
const topName = (address: string) => address.split("/")[1] ?? "";

/** Everything this site's build writes, for the content it is built from. */
export function siteBuildOutput({ collections, routes, entryPagePaths, extraAddresses }: SiteFiles): BuildOutput {
  const files = new Map<string, string>();
  for (const route of [...routes, siteOutput.searchPage]) {
    const what = route === siteOutput.searchPage ? "the site search's page" : `the page ${route}`;
    const [html, data] = pageFiles(route);
    files.set(html, what);
    files.set(data, `the data of ${what}`);
  }
  for (const [file, what] of namedFiles) files.set(`/${file}`, what);
  for (const page of sectionNotFoundPages(entryPagePaths)) {
    files.set(page, `the not-found page of ${page.slice(0, -siteOutput.notFoundPage.length - 1)}`);
  }
  for (const [address, what] of extraAddresses) files.set(address, what);

  const folders = new Map(builtFolders.map(([folder, what]) => [`/${folder}`, what]));

  return {
    files,
    folders,
    reservedNames: reservedNamesOf(collections),
    compressedSuffixes: Object.values(siteOutput.compressed),
  };
}

/**
 * Names a page at the top of the site cannot have (`/pagefind`): those of the files and folders the
 * build writes there, of the site search's page, and of the folders of the collections' older
 * addresses and other pages (`/diy/…`, `/share/…`).
 */
function reservedNamesOf(collections: readonly WithPages[]): Map<string, string> {
  const reservedNames = new Map<string, string>();
  for (const [file, what] of namedFiles) reservedNames.set(withoutExtension(file), `${what}, ${file}`);
  for (const [folder, what] of builtFolders) reservedNames.set(folder, `${what}, ${folder}/`);
  reservedNames.set(topName(siteOutput.searchPage), `the site search's page, ${siteOutput.searchPage}`);
  for (const { name, redirect, extraPages = [] } of collections) {
    for (const { path } of [...(redirect ? [redirect] : []), ...extraPages]) {
      const what = redirect?.path === path ? "older addresses, which redirect" : "other pages";
      if (path.split("/").length > 2) reservedNames.set(topName(path), `the ${name} entries' ${what}, ${path}`);
    }
  }
  return reservedNames;
}
