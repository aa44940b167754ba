import { useCallback, useEffect, useRef, useState } from "react";

/** Width from which the full navigation is shown (Tailwind's `md`). */
const DESKTOP_QUERY = "(min-width: 48rem)";

/**
 * State of the header's collapsible menu, a `<details>` that opens without JavaScript; with it,
 * Escape closes the menu and returns focus to its toggle, and a pointer press outside the header,
 * or growing to the desktop layout, closes it too.
 */
export function useMobileMenu() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLDetailsElement>(null);
  const containerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.querySelector("summary")?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onViewportChange = () => {
      if (desktop.matches) setOpen(false);
    };
    const listening = new AbortController();
    const { signal } = listening;
    document.addEventListener("keydown", onKeyDown, { signal });
    document.addEventListener("pointerdown", onPointerDown, { signal });
    desktop.addEventListener("change", onViewportChange, { signal });
    return () => listening.abort();
  }, [open]);

  const close = useCallback(() => setOpen(false), []);

  return { open, setOpen, close, toggleRef, containerRef };
}
