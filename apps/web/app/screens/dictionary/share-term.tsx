import { termSharePath } from "@site/content/runtime";
import { Button, toast } from "@site/ui";
import { Share2 } from "lucide-react";
import type { SiteConfig, Term } from "@site/content";
import { useSite } from "../../lib/site";
import { shareOrigin } from "../../lib/site-address";

type SharedTerm = Pick<Term, "id" | "term">;

/**
 * Shares the term's share page (which carries its link preview) on the production address, or on
 * this page's own while that is a placeholder: the device's share sheet when there is one, else the
 * link is copied. A share that fails for any reason but the visitor cancelling falls back to copying.
 */
async function shareTerm(term: SharedTerm, site: Pick<SiteConfig, "baseUrl" | "titleSuffix">): Promise<void> {
  const url = shareOrigin(site.baseUrl, window.location.origin) + termSharePath(term.id);
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: `${term.term} | ${site.titleSuffix}`, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast("Link copied", { description: "Share link copied to clipboard." });
  } catch {
    toast("Could not copy the link", { description: url });
  }
}

/** Sharing needs scripts: until they run there is no button that would do nothing. */
export function ShareTerm({ term }: { term: SharedTerm }) {
  const site = useSite();
  return (
    <Button variant="outline" size="sm" data-requires-script="" onClick={() => void shareTerm(term, site)}>
      <Share2 aria-hidden="true" className="size-4" />
      Share
    </Button>
  );
}
