import type { CollectionContext } from "./define.ts";

/** About as much of a page's description as search results and link previews show; the rest is cut. */
const descriptionLimit = 160;

/** Warns, at the field, where a page's description is longer than search results show. */
export function warnLongDescription(ctx: CollectionContext, entry: { id: string; description?: string }): void {
  const length = entry.description?.length ?? 0;
  if (length > descriptionLimit) {
    ctx.warn(
      entry,
      ["description"],
      `is ${length} characters long; search results and link previews show about ${descriptionLimit}: shorten it to ${descriptionLimit} or fewer`,
    );
  }
}
