import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { authorOverlayCss } from "@site/content/runtime";
import { noteContentEdit, type ContentEdit } from "../lib/revalidate";

/** Sent by the content plugin after an edit saved in `pnpm dev` (see packages/content's Vite plugin). */
const updateEvent = "site-content:update";

/**
 * `pnpm dev` only: when an author saves content, the open page loads its data again and shows the
 * edit in place (no reload, scroll and open dialogs kept); a fixed mistake takes its overlay away.
 * The overlay shows an author's mistake without Vite's tip for developers.
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
    const style = document.head.appendChild(document.createElement("style"));
    style.textContent = authorOverlayCss;
    // Vitest stands in a hot-update API without `off`.
    return () => {
      hot.off?.(updateEvent, update);
      style.remove();
    };
  }, [revalidator]);
  return null;
}
