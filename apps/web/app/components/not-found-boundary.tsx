import type { ComponentType } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { UnexpectedError } from "../screens/not-found/unexpected-error";

/**
 * A route's error boundary that shows its own not-found screen for an id nobody has (the loader's
 * 404, or a page with no prerendered data), and the unexpected-error screen for anything else.
 */
export function notFoundBoundary(NotFound: ComponentType) {
  return function ErrorBoundary() {
    const error = useRouteError();
    return isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <UnexpectedError error={error} />;
  };
}
