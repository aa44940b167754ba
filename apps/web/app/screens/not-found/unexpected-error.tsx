import { Button } from "@site/ui";
import { isRouteErrorResponse } from "react-router";
import { useFullTitle } from "../../lib/site";

/**
 * The routing error screen: what went wrong, and the stack only while developing. Most errors a
 * visitor meets here are a piece of the page that failed to download, so loading the page afresh
 * (it is prerendered) is offered first.
 */
export function UnexpectedError({ error }: { error: unknown }) {
  const fullTitle = useFullTitle("Unexpected Application Error");
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : String(error);
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <title>{fullTitle}</title>
      <h1 className="font-display text-3xl font-semibold text-foreground">Unexpected Application Error</h1>
      <p className="mt-4 text-lg text-muted-foreground">{message}</p>
      {stack ? <pre className="mt-6 overflow-x-auto rounded-lg bg-muted p-4 text-sm">{stack}</pre> : null}
      <div className="mt-8 flex flex-wrap gap-3">
        <Button onClick={() => window.location.reload()}>Try again</Button>
        <Button href="/" variant="outline">
          Return to Home
        </Button>
      </div>
    </section>
  );
}
