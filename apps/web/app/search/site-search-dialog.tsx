import { SearchDialog } from "@site/ui";
import { useEffect } from "react";
import { loadSearchIndex } from "./pagefind";
import { searchView } from "./search-view";
import { useSiteSearch } from "./use-site-search";

export interface SiteSearchDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  query: string;
  onQueryChange(query: string): void;
}

/**
 * The site search in the kit's dialog. Loaded with its first opening, it starts fetching the index
 * at once, so the first results do not wait for it.
 */
export default function SiteSearchDialog({ open, onOpenChange, query, onQueryChange }: SiteSearchDialogProps) {
  const state = useSiteSearch(query);

  useEffect(() => {
    loadSearchIndex().catch(() => undefined);
  }, []);

  return (
    <SearchDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Search the site"
      description="Results appear as you type. The arrow keys move through them, Enter opens one, Escape closes the search."
      label="Search the site"
      placeholder="Search terms, processes, lessons, FAQ, videos…"
      query={query}
      onQueryChange={onQueryChange}
      {...searchView(state)}
    />
  );
}
