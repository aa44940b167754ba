import { z } from "zod";
import { list } from "../schema/index.ts";
import { today } from "./today.ts";

/**
 * The fields of the editorial workflow, which the schemas of the collections that use them list
 * like any other field: `draft`, `reviewed` and `formerAddresses`.
 */

/** `draft: true` keeps an entry out of the published site; `pnpm dev` shows it under a Draft banner. */
export const draft = () =>
  z
    .boolean()
    .optional()
    .meta({
      description:
        "true while the entry is being written: pnpm dev shows it with a Draft banner, and the published site leaves it out. Delete the line to publish it.",
      examples: [true],
    });

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `YYYY-MM-DD` names a day of the calendar (not 2026-02-30); another shape is the pattern's to report. */
function isCalendarDay(value: string): boolean {
  const [, year, month, day] = isoDate.exec(value) ?? [];
  if (!year) return true;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.toISOString().slice(0, 10) === value;
}

/**
 * The day the entry's text was last checked, `YYYY-MM-DD`: shown to visitors as "Last reviewed …"
 * and given to search engines as the page's dateModified. `null` when the entry has none yet (the
 * key is always there, so the check knows the entry carries one).
 */
export const reviewed = () =>
  z
    .string()
    .regex(isoDate, "expected a date written YYYY-MM-DD, such as 2026-11-26")
    .refine(isCalendarDay, { error: "is not a day of the calendar: write it YYYY-MM-DD, such as 2026-11-26" })
    .refine((value) => !isoDate.test(value) || value <= today(new Date(Date.now() + 36 * 3600_000)), {
      error: "is in the future: write the day the text was last checked",
    })
    .optional()
    .transform((value) => value ?? null)
    .meta({
      description:
        'The day the text was last checked, YYYY-MM-DD: visitors read "Last reviewed …". `pnpm content reviewed` writes today\'s date.',
      examples: ["2026-11-26"],
      // JSON Schema's own name for a YYYY-MM-DD day; the browser editor gives it a "Reviewed today" button.
      format: "date",
    });

/** A path the site once had: letters, digits, hyphens, dots and underscores between slashes. */
const address = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$/;

/**
 * Addresses the entry was published at before (an old name's address): each answers with a
 * permanent redirect to the entry's page, so links people shared keep working.
 */
export const formerAddresses = () =>
  list(
    z
      .string()
      .trim()
      .regex(
        address,
        "expected a site path such as /dictionary/old-name (letters, digits, hyphens and dots between slashes)",
      ),
  )
    .default([])
    .meta({
      description:
        "Addresses this page had before it was renamed: each redirects here for good. `pnpm content rename` adds the old address for you.",
      examples: [["/dictionary/old-name"]],
    });
