import { NotFoundPanel, type NotFoundPanelProps } from "@site/ui";
import { useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  type MetaDescriptor,
} from "react-router";
import { entryAddress } from "../lib/entry-param";
import { seo } from "../lib/seo";
import { useHydrated } from "../lib/use-hydrated";
import { UnexpectedError } from "../screens/not-found/unexpected-error";

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

/**
 * Servers send a section's not-found page for every unknown address below it (`/dictionary/404.html`
 * for `/dictionary/<anything>`), and that address may name an entry written another way (capitals, a
 * term's name: `/dictionary/United%20States`). A not-found screen hydrated from such a page sends the
 * visitor on to the entry's address, as the router does on a client navigation. `toId` is the
 * entry route's own (see `canonicalParam`).
 */
export function useEntryAddress(toId?: (key: string) => string): void {
  const hydrated = useHydrated();
  const [servedPage] = useState(!hydrated);
  const { id } = useParams();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const to = servedPage ? entryAddress(pathname, id, toId) : undefined;
    if (to && to !== pathname) void navigate(to + search + hash, { replace: true, preventScrollReset: true });
  }, [servedPage, id, pathname, search, hash, toId, navigate]);
}

/**
 * A route's error boundary that shows its own not-found screen for an id nobody has (the loader's
 * 404, or a page with no prerendered data), and the unexpected-error screen for anything else.
 * `toId` turns the route's parameter into an id, as its loader does.
 */
export function notFoundBoundary(text: NotFoundPanelProps, toId?: (key: string) => string) {
  function NotFound() {
    useEntryAddress(toId);
    return <NotFoundPanel {...text} />;
  }
  return function ErrorBoundary() {
    const error = useRouteError();
    return isNotFound(error) ? <NotFound /> : <UnexpectedError error={error} />;
  };
}

interface MetaArgs {
  error?: unknown;
  matches: Parameters<typeof seo>[0];
}

/** The head tags of that not-found screen (the unexpected-error screen sets its own title). */
export function notFoundMeta({ error, matches }: MetaArgs, text: NotFoundPanelProps): MetaDescriptor[] {
  if (!isNotFound(error)) return [];
  return seo(matches, { title: text.title, description: text.message, path: text.backHref, robots: "noindex, follow" });
}
