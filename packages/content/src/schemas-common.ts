import { z } from "zod";

/** Non-empty text with surrounding whitespace removed. */
export const text = () => z.string().trim().min(1);

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
