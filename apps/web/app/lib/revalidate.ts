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

/** Site-wide data: loaded again only by a content edit, never by a navigation. */
export function onlyWhenRevalidated({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.href === nextUrl.href;
}
