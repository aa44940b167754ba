import path from "node:path";
import { writeFileAtomic } from "../source/atomic-write.ts";
import type { ContentIssue, Severity } from "../issues.ts";
import { readContentFile } from "../source/content-files.ts";

/**
 * The committed record of every address the site has published, beside the content it came from:
 * each build checks that every address in it still answers (with its page, or with a redirect), and
 * adds the new ones. It is all the check needs, so it works from a fresh clone.
 */
export const publishedAddressesFile = ".published-addresses";

/** An address the site publishes, and what is there (`dictionary.yaml "Trust"`, `redirect to /about`). */
export interface PublishedAddress {
  address: string;
  what: string;
}

const header = [
  "# Every address the site has published, and what was there. `pnpm build` adds new addresses; commit",
  "# this file with your change. An address listed here must keep answering, with its page or with a",
  '# redirect (formerAddresses): content/README.md, "Renaming a page", says how. Delete a line only to',
  '# let that address go for good (visitors and search engines then get "page not found").',
];

interface Listed {
  what: string;
  line: number;
}

function read(root: string): Map<string, Listed> | undefined {
  // Read like any content file: never through a link, never waiting on a pipe.
  const bytes = readContentFile(root, path.join(root, publishedAddressesFile));
  if (!Buffer.isBuffer(bytes)) return undefined;
  const text = bytes.toString("utf8");
  const listed = new Map<string, Listed>();
  text.split("\n").forEach((line, i) => {
    const [, address, what = ""] = /^(\/\S*)\s*(.*)$/.exec(line.trim()) ?? [];
    if (address) listed.set(address, { what, line: i + 1 });
  });
  return listed;
}

/** Each listed address that the site would no longer answer, at its line of the record. */
export function vanishedAddresses(
  root: string,
  current: ReadonlyMap<string, string>,
  severity: Severity,
  /** The unreadable file that may have held an address: its error is what to fix (see ContentIssue.causedBy). */
  causeOf: (address: string) => string | undefined = () => undefined,
): ContentIssue[] {
  const listed = read(root);
  if (!listed) return [];
  const file = path.join(root, publishedAddressesFile);
  return [...listed]
    .filter(([address]) => !current.has(address))
    .map(([address, { what, line }]) => ({
      severity,
      ...(causeOf(address) ? { causedBy: causeOf(address) } : {}),
      ...(severity === "warning" ? { blocksPublishing: true } : {}),
      file,
      line,
      column: 1,
      message: `the address "${address}" was published${what ? ` (${what})` : ""} and would no longer answer: add it to the formerAddresses of the page that took its place (pnpm content rename does this), or delete this line to let it go`,
    }));
}

/** Adds the addresses the site publishes now to the record; returns how many were new. */
export function recordPublishedAddresses(root: string, current: readonly PublishedAddress[]): number {
  const listed = read(root) ?? new Map<string, Listed>();
  const added = current.filter(({ address }) => !listed.has(address));
  if (added.length === 0) return 0;
  const lines = [...[...listed].map(([address, { what }]) => ({ address, what })), ...added]
    .sort((a, b) => (a.address < b.address ? -1 : a.address > b.address ? 1 : 0))
    .map(({ address, what }) => `${address} ${what}`.trimEnd());
  // Whole or not at all: a full disk must not cut the record, and with it the addresses it protects.
  writeFileAtomic(path.join(root, publishedAddressesFile), [...header, ...lines, ""].join("\n"));
  return added.length;
}
