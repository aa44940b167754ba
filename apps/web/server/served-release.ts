import fs from "node:fs";
import path from "node:path";
import { startServerHeadersFile } from "../postbuild/headers";
import { spellings } from "../postbuild/redirects";

/** Where a build lists the addresses that only redirect (`{ from, to }`), in its deploy folder. */
export const startServerRedirectsFile = "redirects.json";

/** What `pnpm start` needs of the build it serves, read once per build. */
export interface ServedRelease {
  /** The build's client folder, links resolved: one build answers a whole request. */
  root: string;
  securityHeaders: [string, string][];
  /** Each address that only redirects, as nginx's redirects.conf spells it, and where to. */
  redirects: Map<string, string>;
}

const loaded = new Map<string, Promise<ServedRelease>>();

/**
 * The build `client` (build/client) points at now. The deploy folder beside it holds its headers
 * and redirects: the server answers as that build was made, whatever the content is now.
 */
export async function servedRelease(client: string): Promise<ServedRelease> {
  const root = await fs.promises.realpath(client);
  let release = loaded.get(root);
  if (!release) {
    release = load(root);
    // A read that failed (descriptors ran out, say) is tried again on the next request.
    release.catch(() => loaded.delete(root));
    loaded.set(root, release);
  }
  return release;
}

async function load(root: string): Promise<ServedRelease> {
  const read = async <T>(file: string) =>
    JSON.parse(await fs.promises.readFile(path.join(path.dirname(root), "deploy", file), "utf8")) as T;
  const [securityHeaders, redirects] = await Promise.all([
    read<[string, string][]>(startServerHeadersFile),
    read<{ from: string; to: string }[]>(startServerRedirectsFile),
  ]);
  return {
    root,
    securityHeaders,
    redirects: new Map(redirects.flatMap(({ from, to }) => spellings(from).map((address) => [address, to] as const))),
  };
}
