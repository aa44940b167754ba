import type { Redirect } from "@site/content";
import fs from "node:fs";
import path from "node:path";
import type { FolderHeaders } from "./headers";

/**
 * What `pnpm start` serves a build with besides its files, as deploy/nginx.conf's included files say it
 * to nginx: the headers of every answer, the folders with headers of their own, and the redirects.
 */
export type ServedRelease = { headers: [string, string][]; folders: FolderHeaders[]; redirects: Redirect[] };

/** Where a build leaves it, in its deploy folder (beside client/). */
export const servedReleaseFile = "served-release.json";

export function readServedRelease(buildDir: string): ServedRelease {
  return JSON.parse(fs.readFileSync(path.join(buildDir, "deploy", servedReleaseFile), "utf8"));
}
