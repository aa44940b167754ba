import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { noteContentEdit, type ContentEdit } from "../lib/revalidate";

/** Sent by the content plugin after an edit saved in `pnpm dev` (see packages/content's Vite plugin). */
const updateEvent = "site-content:update";

/**
 * `pnpm dev` only: when an author saves content, the open page loads its data again and shows the
 * edit in place (no reload, scroll and open dialogs kept); a fixed mistake takes its overlay away.
 */
export function ContentUpdates() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    const update = (edit: ContentEdit) => {
      document.querySelectorAll("vite-error-overlay").forEach((overlay) => overlay.remove());
      noteContentEdit(edit);
      void revalidator.revalidate();
    };
    hot.on(updateEvent, update);
    // Vitest stands in a hot-update API without `off`.
    return () => hot.off?.(updateEvent, update);
  }, [revalidator]);
  return null;
}
