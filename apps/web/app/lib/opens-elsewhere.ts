import type { MouseEvent } from "react";

/** A click with a modifier key: the browser opens the link elsewhere (a tab, a window, a download). */
export const opensElsewhere = (event: MouseEvent) => event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
