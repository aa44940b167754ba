import { NotFoundPanel } from "@site/ui";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { useEntryAddress } from "../../components/not-found-boundary";
import type { PageSeo } from "../../lib/seo";

export const notFoundSeo = (path: string): PageSeo => ({
  title: "Page Not Found",
  description: "The page you are looking for does not exist.",
  path,
  robots: "noindex, follow",
});

export function NotFoundMessage() {
  return (
    <NotFoundPanel
      title="Oops! Page not found"
      message="The page you are looking for does not exist or has moved."
      backHref="/"
      backLabel="Return to Home"
    />
  );
}

/** The page for any path the site does not have; the path is logged for whoever looks at the console. */
export function NotFoundScreen() {
  const { pathname } = useLocation();
  // A service's unknown address gets this screen, from its section's 404 page.
  useEntryAddress();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return <NotFoundMessage />;
}
