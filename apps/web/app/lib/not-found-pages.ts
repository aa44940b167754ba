/**
 * Each section whose entries have pages of their own (`/dictionary/:id`) has a not-found page of its
 * own, for what servers send at an unknown entry's address: prerendered by React Router at an
 * address no entry can have (`/dictionary/404.html`), so it holds the entry route's not-found screen
 * and the data to hydrate it, which is what the router finds at any address below the section.
 */
export const notFoundPageName = "404.html";

/** The not-found page of each section, from the entries' route paths. */
export function notFoundPages(entryPaths: readonly string[]): string[] {
  return entryPaths.flatMap((path) => {
    const section = /^(\/[^/:]+)\/:id$/.exec(path)?.[1];
    return section ? [`${section}/${notFoundPageName}`] : [];
  });
}

/** Whether a request made while prerendering is for such a page (its HTML or its data). */
export const isNotFoundPage = (pathname: string) => /^\/[^/]+\/404\.html(\/|\.data)?$/.test(pathname);
