import { NotFoundPanel, type NotFoundPanelProps } from "@site/ui";
import { isRouteErrorResponse, useRouteError, type MetaDescriptor } from "react-router";
import { seo } from "../lib/seo";
import { UnexpectedError } from "../screens/not-found/unexpected-error";

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

/**
 * A route's error boundary that shows its own not-found screen for an id nobody has (the loader's
 * 404, or a page with no prerendered data), and the unexpected-error screen for anything else.
 */
export function notFoundBoundary(text: NotFoundPanelProps) {
  return function ErrorBoundary() {
    const error = useRouteError();
    return isNotFound(error) ? <NotFoundPanel {...text} /> : <UnexpectedError error={error} />;
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
