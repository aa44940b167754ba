import { Suspense, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { site } from "virtual:content/site";
import type { Route } from "./+types/root";
import { AppShell } from "./components/app-shell";
import { useNavigationFailure } from "./navigation/navigation-failure";
import { PageUnavailable } from "./screens/not-found/page-unavailable";
import { UnexpectedError } from "./screens/not-found/unexpected-error";
import { NotFoundMessage, NotFoundScreen, NotFoundSeo } from "./screens/not-found/not-found-screen";
import stylesheet from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: site.logo.src, type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang={site.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2742" />
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
 * Pages that load their content (a term, an MDX body) wait here: on navigation the previous page
 * stays until the next is ready, and on first load the prerendered HTML stays until hydrated. A
 * navigation that could not load its page at all shows what to do instead.
 */
export default function App() {
  const failure = useNavigationFailure();
  if (failure) return <PageUnavailable to={failure.to} />;
  return (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
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
