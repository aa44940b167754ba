import { placeholderPattern } from "@site/content/runtime";
import { useEffect } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import type { rootData } from "../../lib/root-data.server";

/** The name of the highlight the page's placeholders are painted with (see app.css). */
const placeholderHighlight = "content-placeholder";

/**
 * `pnpm dev` only: every text still marked as a placeholder ("TODO: …") is highlighted where it
 * shows, so an author sees what is left to write. A CSS highlight paints the text without
 * touching the page's DOM, which React owns.
 */
function useHighlightedPlaceholders() {
  useEffect(() => {
    if (typeof Highlight === "undefined" || !("highlights" in CSS)) return;
    const highlight = new Highlight();
    CSS.highlights.set(placeholderHighlight, highlight);
    let frame = 0;
    const mark = () => {
      frame = 0;
      highlight.clear();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.nodeValue ?? "";
        const at = text.search(placeholderPattern);
        if (at < 0) continue;
        const range = new Range();
        range.setStart(node, at);
        range.setEnd(node, text.length);
        highlight.add(range);
      }
    };
    mark();
    const observer = new MutationObserver(() => (frame ||= requestAnimationFrame(mark)));
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      CSS.highlights.delete(placeholderHighlight);
    };
  }, []);
}

/**
 * What `pnpm dev` shows an author on top of the page: a Draft banner on a draft's page, and the
 * placeholders highlighted. The published site has neither drafts nor placeholders.
 */
export function EditorialPreview() {
  const data = useRouteLoaderData<typeof rootData>("root");
  const { pathname } = useLocation();
  useHighlightedPlaceholders();
  if (!data?.drafts?.includes(pathname)) return null;
  return (
    <p role="note" className="bg-destructive px-4 py-2 text-center font-semibold text-destructive-foreground">
      Draft: visitors cannot see this page. The published site leaves it out until you delete its{" "}
      <code>draft: true</code>.
    </p>
  );
}
