import { NotFoundPanel, type NotFoundPanelProps } from "@site/ui";
import {
  isRouteErrorResponse,
  useRouteError,
  type MetaDescriptor,
  type Params,
  type ShouldRevalidateFunction,
} from "react-router";
import { useEntryAddress } from "../components/not-found-boundary";
import { NotFoundScreen, notFoundSeo } from "../screens/not-found/not-found-screen";
import { UnexpectedError } from "../screens/not-found/unexpected-error";
import { canonicalParam, redirectToCanonical } from "./entry-param";
import { reloadOnContentEdit } from "./revalidate";
import { seo, type PageSeo } from "./seo";

interface EntryMetaArgs<Data> {
  loaderData?: Data;
  error?: unknown;
  matches: Parameters<typeof seo>[0];
}

interface EntryRouteOptions<Data> {
  /** What the not-found screen says for an id nobody has; the site's own not-found screen when left out. */
  notFound?: NotFoundPanelProps;
  /** The route's parameter as an id, as its loader reads it (a term's name becomes its slug). */
  toId?: (key: string) => string;
  /** The head tags of an entry that exists. */
  meta: (data: Data, args: EntryMetaArgs<Data>) => MetaDescriptor[];
  /** When its data loads again; on a content edit by default (see `reloadOnContentEdit`). */
  shouldRevalidate?: ShouldRevalidateFunction;
}

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

/**
 * Everything an entry route (a term, a process, a video category, a page) does besides loading its
 * entry and showing it: a parameter written another way is sent on to the canonical address before
 * data is fetched; an id nobody has (the loader's 404, or a page with no prerendered data) gets the
 * not-found screen and head tags, anything else the unexpected-error screen; a content edit reloads
 * the page. React Router reads each from the route module, so the module exports them.
 */
export function entryRoute<Data>({
  notFound,
  toId,
  meta,
  shouldRevalidate = reloadOnContentEdit,
}: EntryRouteOptions<Data>) {
  function EntryNotFound() {
    // Servers send a section's not-found page for any address below it, which may name an entry written another way.
    useEntryAddress(toId);
    return <NotFoundPanel {...notFound!} />;
  }
  const NotFound = notFound ? EntryNotFound : NotFoundScreen;
  const notFoundHead: PageSeo = notFound
    ? { title: notFound.title, description: notFound.message, path: notFound.backHref, robots: "noindex, follow" }
    : notFoundSeo("/404");
  return {
    clientLoader<T>({ request, params, serverLoader }: { request: Request; params: Params; serverLoader: () => T }) {
      redirectToCanonical(request, params.id, canonicalParam(params.id, toId));
      return serverLoader();
    },
    ErrorBoundary() {
      const error = useRouteError();
      return isNotFound(error) ? <NotFound /> : <UnexpectedError error={error} />;
    },
    meta(args: EntryMetaArgs<Data>): MetaDescriptor[] {
      if (args.loaderData) return meta(args.loaderData, args);
      return isNotFound(args.error) ? seo(args.matches, notFoundHead) : [];
    },
    shouldRevalidate,
  };
}
