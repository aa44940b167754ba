import { Button } from "@site/ui";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useFullTitle } from "../../lib/site";

/**
 * Shown in place of the current page when the next page's code could not be loaded and the server
 * did not answer either (offline, most often). Trying again repeats the whole navigation.
 */
export function PageUnavailable({ to }: { to: string }) {
  const fullTitle = useFullTitle("Page unavailable");
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  // The visitor clicked a link and the page changed under them: say so where focus is.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <title>{fullTitle}</title>
      <h1 ref={heading} tabIndex={-1} className="font-display text-3xl font-semibold text-foreground outline-none">
        This page could not be loaded
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">
        The site could not be reached. Check your connection, then try again.
      </p>
      <Button className="mt-8" onClick={() => void navigate(to)}>
        Try again
      </Button>
    </section>
  );
}
