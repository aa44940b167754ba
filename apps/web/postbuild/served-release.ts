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

/** A published build as `pnpm start` serves it: where its files are, and what its deploy folder says. */
export type ServedBuild = ServedRelease & { root: string };

/**
 * The build `client` points at now (publish/releases.ts switches the link), with what its deploy
 * folder says: read again only once it is another build.
 */
export async function servedRelease(client: string, last?: ServedBuild): Promise<ServedBuild> {
  const root = await fs.promises.realpath(client);
  if (root === last?.root) return last;
  return { root, ...readServedRelease(path.dirname(root)) };
}

export function readServedRelease(buildDir: string): ServedRelease {
  return JSON.parse(fs.readFileSync(path.join(buildDir, "deploy", servedReleaseFile), "utf8"));
}
