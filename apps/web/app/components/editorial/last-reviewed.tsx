import { notIndexed } from "../../search/indexing";
import type { ReviewedDate } from "../../lib/reviewed-date";

/** "Last reviewed November 22, 2026": when the text was last checked, for a reader of legal information. */
export function LastReviewed({ reviewed, className = "" }: { reviewed: ReviewedDate | null; className?: string }) {
  if (!reviewed) return null;
  return (
    <p className={`text-sm text-muted-foreground ${className}`} {...notIndexed}>
      Last reviewed <time dateTime={reviewed.dateTime}>{reviewed.text}</time>
    </p>
  );
}
