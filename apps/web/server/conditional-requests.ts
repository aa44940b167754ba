import type { IncomingHttpHeaders } from "node:http";

/**
 * Conditional and range requests answered as nginx answers them for a static file (its
 * not_modified and range filters, with deploy/nginx.conf's `max_ranges 1`), so `pnpm start` and
 * the production server agree on every status; e2e/specs/servers-agree.spec.ts asks both.
 */

/** What a file's answer is validated against: nginx's entity tag and its modification second. */
export interface Validators {
  etag: string;
  /** Seconds since the epoch. */
  modified: number;
}

/** nginx's entity tag: the file's modification time and size, in hexadecimal. */
export function validatorsOf(stats: { size: number; mtime: Date }): Validators {
  const modified = Math.floor(stats.mtime.getTime() / 1000);
  return { etag: `"${modified.toString(16)}-${stats.size.toString(16)}"`, modified };
}

/**
 * 412 when If-Unmodified-Since or If-Match fail, 304 when If-Modified-Since (the exact time, as
 * nginx's default `if_modified_since exact` wants) and If-None-Match both say the copy is current,
 * otherwise 200. Unlike RFC 9110, nginx requires both of the last two to hold when both are sent.
 */
export function preconditionStatus(headers: IncomingHttpHeaders, { etag, modified }: Validators): 200 | 304 | 412 {
  const unmodifiedSince = headers["if-unmodified-since"];
  // An unreadable date fails the condition, as in nginx.
  if (unmodifiedSince !== undefined && !(httpTime(unmodifiedSince) >= modified)) return 412;
  if (headers["if-match"] !== undefined && !matchesEntityTag(headers["if-match"], etag, false)) return 412;
  const modifiedSince = headers["if-modified-since"];
  const noneMatch = headers["if-none-match"];
  if (modifiedSince === undefined && noneMatch === undefined) return 200;
  if (modifiedSince !== undefined && httpTime(modifiedSince) !== modified) return 200;
  if (noneMatch !== undefined && !matchesEntityTag(noneMatch, etag, true)) return 200;
  return 304;
}

/** A byte range, `end` included. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The part of a file of `size` bytes the Range header asks for: a range, "unsatisfiable" (416),
 * or undefined for the whole file (no or another unit's Range, a stale If-Range, several ranges).
 */
export function requestedRange(
  headers: IncomingHttpHeaders,
  size: number,
  { etag, modified }: Validators,
): ByteRange | "unsatisfiable" | undefined {
  const range = headers.range;
  if (range === undefined || range.length < 7 || range.slice(0, 6).toLowerCase() !== "bytes=") return undefined;
  if (headers["if-range"] !== undefined) {
    const ifRange = String(headers["if-range"]);
    const current = ifRange.length >= 2 && ifRange.endsWith('"') ? ifRange === etag : httpTime(ifRange) === modified;
    if (!current) return undefined;
  }
  return parseRanges(range.slice(6), size);
}

/**
 * nginx's ngx_http_range_parse, with `max_ranges 1`: spaces are allowed around the numbers, a
 * range that starts past the end is skipped, and asking for more than one range, or for the
 * whole file from byte 0 of an empty one, gets the whole file.
 */
function parseRanges(spec: string, size: number): ByteRange | "unsatisfiable" | undefined {
  let at = 0;
  const isDigit = () => spec[at] !== undefined && spec[at]! >= "0" && spec[at]! <= "9";
  const skipSpaces = () => {
    while (spec[at] === " ") at++;
  };
  /** A number, or undefined past nginx's off_t limit; anything above the size counts as the same. */
  const number = () => {
    const from = at;
    while (isDigit()) at++;
    const value = BigInt(spec.slice(from, at));
    return value > maxOffset ? undefined : Number(value > BigInt(size) ? BigInt(size) + 1n : value);
  };
  /** A range's second number, where the range must then end (a comma or the end of the header). */
  const lastNumber = () => {
    if (!isDigit()) return undefined;
    const value = number();
    skipSpaces();
    return spec[at] === "," || at >= spec.length ? value : undefined;
  };
  let found: ByteRange | undefined;
  for (;;) {
    let start: number;
    /** Exclusive. */
    let end: number;
    skipSpaces();
    if (spec[at] === "-") {
      at++;
      const suffix = lastNumber();
      if (suffix === undefined) return "unsatisfiable";
      start = suffix < size ? size - suffix : 0;
      end = size;
    } else {
      const from = isDigit() ? number() : undefined;
      if (from === undefined) return "unsatisfiable";
      start = from;
      skipSpaces();
      if (spec[at++] !== "-") return "unsatisfiable";
      skipSpaces();
      if (spec[at] === "," || at >= spec.length) {
        end = size;
      } else {
        const to = lastNumber();
        if (to === undefined) return "unsatisfiable";
        end = to >= size ? size : to + 1;
      }
    }
    if (start < end) {
      if (found) return undefined;
      found = { start, end: end - 1 };
    } else if (start === 0) {
      return undefined;
    }
    if (spec[at++] !== ",") break;
  }
  return found ?? "unsatisfiable";
}

const maxOffset = 2n ** 63n - 1n;

/** nginx's ngx_http_test_if_match: `*`, or a list of entity tags (weak ones too, where allowed). */
function matchesEntityTag(header: string, etag: string, weak: boolean): boolean {
  if (header === "*") return true;
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return (weak && trimmed.startsWith("W/") ? trimmed.slice(2) : trimmed) === etag;
  });
}

/** An HTTP date in seconds since the epoch, NaN if unreadable. */
function httpTime(text: string): number {
  return Math.floor(Date.parse(text) / 1000);
}
