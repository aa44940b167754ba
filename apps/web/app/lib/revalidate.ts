import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * A revalidation of the page as it is (the same address: a content edit in `pnpm dev`) loads its
 * data again. Every route with a loader exports this, or a rule built on it: for prerendered pages
 * without a client loader, React Router's own default reloads data only when the address's
 * parameters change, which would leave an edited page showing the old text.
 */
export function reloadOnContentEdit({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.href === nextUrl.href || defaultShouldRevalidate;
}

/**
 * For pages whose search lives in the address (`?q=`): typing changes the address, not the page's
 * content, so its data is not loaded again; a content edit still is.
 */
export function searchOnlyChanged(args: ShouldRevalidateFunctionArgs) {
  const { currentUrl, nextUrl } = args;
  const onlySearch = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return onlySearch ? false : reloadOnContentEdit(args);
}

/** What a content edit in `pnpm dev` changed, as the content plugin announces it. */
export interface ContentEdit {
  collections: readonly string[];
  /** Whether the pages that are drafts changed. */
  drafts: boolean;
}

let lastContentEdit: ContentEdit | undefined;

/** Noted before the open page is revalidated, so each route can tell whether the edit concerns it. */
export function noteContentEdit(edit: ContentEdit): void {
  lastContentEdit = edit;
}

/**
 * Site-wide data (site.yaml, the drafts' pages): loaded again only by a content edit that changed
 * it, never by a navigation. An edit to a term is then one request, not two.
 */
export function onlyWhenRevalidated({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.href !== nextUrl.href) return false;
  return !lastContentEdit || lastContentEdit.drafts || lastContentEdit.collections.includes("site");
}
