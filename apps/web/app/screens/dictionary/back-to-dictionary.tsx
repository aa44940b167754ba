import { Button } from "@site/ui";
import { ArrowLeft } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { opensElsewhere } from "../../lib/opens-elsewhere";

/**
 * Whether the entry before this one in the tab's history is a page of this site. The browser router
 * numbers the entries it creates in a tab (`idx` in history.state, kept across reloads): 0 is where
 * the visit came in, so before it is another site, a search engine or nothing. A router without
 * browser history (the memory router of tests) marks its first entry "default" instead.
 */
function previousEntryIsOnSite(locationKey: string): boolean {
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof index === "number" ? index > 0 : locationKey !== "default";
}

/** Goes back in history when the previous page is on this site, else opens the dictionary: it never leaves the site. */
export function BackToDictionary() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Button
      href="/dictionary"
      variant="ghost"
      size="sm"
      className="-ml-3"
      onClick={(event) => {
        if (opensElsewhere(event)) return;
        if (!previousEntryIsOnSite(location.key)) return;
        event.preventDefault();
        void navigate(-1);
      }}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Dictionary
    </Button>
  );
}
