import { siteOutput } from "@site/content/runtime";

/**
 * Each section whose entries have pages of their own (`/dictionary/:id`) has a not-found page of its
 * own, for what servers send at an unknown entry's address: prerendered by React Router at an
 * address no entry can have (`/dictionary/404.html`), so it holds the entry route's not-found screen
 * and the data to hydrate it, which is what the router finds at any address below the section.
 */
export const notFoundPageName = siteOutput.notFoundPage;

/** Whether a request made while prerendering is for such a page (its HTML or its data). */
export const isNotFoundPage = (pathname: string) => /^\/[^/]+\/404\.html(\/|\.data)?$/.test(pathname);
