import { z } from "zod";

/** Generous: the longest definition the site ships is under 1,000 characters. */
export const maxTextLength = 20_000;

/**
 * Characters that reorder how text is displayed without being visible (the "Trojan Source" set):
 * a term could read one way on the page and sort, link and search as another.
 */
const bidiControl = /[\u202A-\u202E\u2066-\u2069]/;

/** Non-empty text with surrounding whitespace removed, of a sane length, without hidden reordering. */
export const text = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(maxTextLength)
    .refine((value) => !bidiControl.test(value), {
      error: (issue) => {
        const found = bidiControl.exec(String(issue.input))?.[0] ?? "";
        const code = found.codePointAt(0)?.toString(16).toUpperCase().padStart(4, "0");
        return `contains an invisible bidirectional control character (U+${code}), which makes text display differently from how it is stored: delete it`;
      },
    });

/** A link target: a site route (`/about`), an in-page anchor (`#core-services`), or an absolute URL. */
export const href = () =>
  z
    .string()
    .trim()
    .refine((value) => /^(\/|#|https?:\/\/|mailto:|tel:)/.test(value), {
      message: "expected a site path starting with '/', an anchor '#...', or an http(s)/mailto/tel URL",
    });

export const httpsUrl = () => z.url({ protocol: /^https?$/, error: "expected an absolute http(s) URL" });

export const action = z.strictObject({
  label: text(),
  href: href(),
});
export type Action = z.infer<typeof action>;
