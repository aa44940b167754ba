import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * For pages whose search lives in the address (`?q=`): typing changes the address, not the page's
 * content, so its data is not loaded again; an explicit revalidation (a content edit in `pnpm dev`) still is.
 */
export function searchOnlyChanged({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const onlySearch = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return onlySearch ? false : defaultShouldRevalidate;
}

/** Site-wide data: loaded again only by an explicit revalidation (a content edit in `pnpm dev`). */
export function onlyWhenRevalidated({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.href === nextUrl.href && defaultShouldRevalidate;
}
