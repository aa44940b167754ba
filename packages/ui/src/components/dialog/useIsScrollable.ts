import { useEffect, useState, type RefObject } from "react";

/**
 * Whether the element's content overflows it vertically. Until measured it answers `true` (the
 * same on server and client), so a scrolling region is never briefly unreachable by keyboard; a
 * ResizeObserver then keeps it up to date.
 */
export function useIsScrollable(ref: RefObject<HTMLElement | null>): boolean {
  const [scrollable, setScrollable] = useState(true);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      // Hidden (the body of a closed dialog), it measures nothing: it keeps its answer until it shows,
      // so a dialog that opens is not briefly a scrolling region out of the keyboard's reach.
      if (element.clientHeight === 0) return;
      setScrollable(element.scrollHeight > element.clientHeight + 1);
    });
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);

  return scrollable;
}
