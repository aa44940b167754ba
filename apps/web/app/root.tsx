import { Suspense, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { AppShell } from "./components/app-shell";
import { ContentUpdates } from "./components/content-updates";
import { island } from "./islands/island.server";
import { store } from "./lib/content.server";
import { siteForPages } from "./lib/site";
import { onlyWhenRevalidated } from "./lib/revalidate";
import { useNavigationFailure } from "./navigation/navigation-failure";
import { PageUnavailable } from "./screens/not-found/page-unavailable";
import { UnexpectedError } from "./screens/not-found/unexpected-error";
import { NotFoundMessage, NotFoundScreen, NotFoundSeo } from "./screens/not-found/not-found-screen";
import stylesheet from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** site.yaml for every page; the footer (its long disclaimer) only as HTML. */
export function loader() {
  const { site } = store;
  return {
    site: siteForPages(site),
    // Every section again, and the contact address: reachable from every page without the header's menu.
    footer: island({
      siteName: site.name,
      description: site.description,
      disclaimer: site.footer.disclaimer,
      year: site.footer.year,
      links: [...site.nav, site.cta, ...site.footer.links],
      email: site.contact.email,
    }),
  };
}

export { withIslands as clientLoader } from "./islands/client-loader";

export const shouldRevalidate = onlyWhenRevalidated;

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
        <AppShell>{children}</AppShell>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Pages wait here: on navigation the previous page stays until the next is ready, and on first
 * load the prerendered HTML stays until hydrated. A navigation that could not load its page at all
 * shows what to do instead.
 */
export default function App() {
  const failure = useNavigationFailure();
  return (
    <>
      {failure ? (
        <PageUnavailable to={failure.to} />
      ) : (
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      )}
      {import.meta.hot ? <ContentUpdates /> : null}
    </>
  );
}

/**
 * The page served for paths that have no prerendered file (the 404 page). Visitors with
 * JavaScript get the right screen once the router starts; without it they read the not-found text.
 */
export function HydrateFallback() {
  return (
    <>
      <NotFoundSeo path="/404" />
      <noscript>
        <NotFoundMessage />
      </noscript>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return <UnexpectedError error={error} />;
}
