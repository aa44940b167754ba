import { Badge } from "@site/ui";

/**
 * Marks an entry of a list that is a draft. Only `pnpm dev` shows drafts: the published site leaves
 * them out, so this never renders there.
 */
export function DraftBadge({ draft }: { draft?: boolean | undefined }) {
  return draft ? (
    <Badge variant="destructive" className="ml-2 align-middle">
      Draft
    </Badge>
  ) : null;
}
