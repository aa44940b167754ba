import { Suspense, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { AppShell } from "./components/app-shell";
import { ContentUpdates } from "./components/content-updates";
import { EditorialPreview } from "./components/editorial/editorial-preview";
import { rootData } from "./lib/root-data.server";
import { redirectToLowerCase } from "./lib/entry-param";
import { onlyWhenRevalidated } from "./lib/revalidate";
import { seo } from "./lib/seo";
import { NavigationFailureNotice } from "./navigation/navigation-failure";
import { UnexpectedError } from "./screens/not-found/unexpected-error";
import { NotFoundMessage, NotFoundScreen, notFoundSeo } from "./screens/not-found/not-found-screen";
import stylesheet from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export const loader = () => rootData();

export const shouldRevalidate = onlyWhenRevalidated;

/** Every address is prerendered in lower case: `/DICTIONARY` goes on to `/dictionary` before its data is fetched. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [({ request }) => redirectToLowerCase(request)];

/** Every screen has head tags of its own: the root's are those of the page served for unknown addresses. */
export const meta: Route.MetaFunction = ({ matches }) => seo(matches, notFoundSeo("/404"));

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang={data?.site.language ?? "en"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2742" />
        {data ? <link rel="icon" href={data.site.logo.src} type="image/svg+xml" /> : null}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Pages wait here: on navigation the previous page stays until the next is ready (or, when it
 * cannot be loaded, stays and says so), and on first load the prerendered HTML stays until hydrated.
 */
export default function App() {
  const home = useMatches().some((match) => match.id === "screens/home/route");
  return (
    <AppShell home={home}>
      {import.meta.hot ? <EditorialPreview /> : null}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      <NavigationFailureNotice />
      {import.meta.hot ? <ContentUpdates /> : null}
    </AppShell>
  );
}

/**
 * The page served for paths that have no prerendered file (the 404 page), which may be any address:
 * it reads as not found until the router starts, and for good if its scripts never do. The router
 * then shows what the address really is (an address in capitals is sent on to its page).
 */
export function HydrateFallback() {
  return (
    <AppShell>
      <NotFoundMessage />
    </AppShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AppShell>
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFoundScreen /> : <UnexpectedError error={error} />}
      {/* An address an author is about to create (a new page) shows its page once the file is saved. */}
      {import.meta.hot ? <ContentUpdates /> : null}
    </AppShell>
  );
}
