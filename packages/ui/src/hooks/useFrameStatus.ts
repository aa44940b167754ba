import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";

export interface UseFrameStatusOptions {
  /** The frame's URL; without one the status is `failed`. */
  src?: string;
  /** Give up when the frame has not loaded this long after it came near the viewport. */
  timeoutMs?: number;
  /**
   * Also request the frame's address directly and fail when the network refuses it. Browsers fire
   * `load` for their own error page, so a blocked or unreachable host otherwise looks loaded. Default true.
   */
  probe?: boolean;
  /**
   * Keep a frame that has loaded, whatever the connection does after: a widget the visitor may be
   * typing into is never taken away. Only the probe failing replaces it, because then what loaded
   * was the browser's error page.
   */
  keepLoaded?: boolean;
}

/** How far outside the viewport the frame may be when its timeout starts. */
const NEAR_VIEWPORT_MARGIN = "200px";

function subscribeToConnectivity(onChange: () => void): () => void {
  const listening = new AbortController();
  for (const event of ["online", "offline"]) window.addEventListener(event, onChange, { signal: listening.signal });
  return () => listening.abort();
}

const isOnline = () => navigator.onLine !== false;
// The server (and the hydration render) always assumes online, so the first render matches.
const isOnlineOnServer = () => true;

/**
 * Whether a frame's own page has arrived. React only hears `load` events after hydration, so a fast
 * frame of a prerendered page has loaded unheard: a cross-origin document is hidden from us, so the
 * initial blank document turning into null means the frame's page replaced it.
 */
function frameHasArrived(frame: HTMLIFrameElement): boolean {
  try {
    const document = frame.contentDocument;
    return document === null || (document.URL !== "about:blank" && document.readyState === "complete");
  } catch {
    return true;
  }
}

/** Calls `then` once `element` comes near the viewport (at once without one); returns a stop. */
function whenNearViewport(element: Element | null, then: () => void): () => void {
  if (!element || typeof IntersectionObserver === "undefined") {
    then();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        then();
      }
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Tracks whether an embedded frame `loading` → `loaded`, or `failed`: no `src`, the browser is
 * offline, or no load event arrived within `timeoutMs` of the frame coming near the viewport.
 * The first render is `loading` on server and client alike; the rest is decided after mount.
 * Attach `containerRef` to the frame's box (the timeout starts once it is near the viewport: frames
 * load lazily) and pass `onLoad` to the iframe.
 */
export function useFrameStatus({ src, timeoutMs = 15_000, probe = true, keepLoaded = false }: UseFrameStatusOptions) {
  const containerRef = useRef<HTMLDivElement>(null);
  const online = useSyncExternalStore(subscribeToConnectivity, isOnline, isOnlineOnServer);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const [timedOutSrc, setTimedOutSrc] = useState<string | null>(null);
  const [unreachableSrc, setUnreachableSrc] = useState<string | null>(null);

  const loaded = !!src && loadedSrc === src;
  const timedOut = !!src && timedOutSrc === src;

  let status: "loading" | "loaded" | "failed";
  if (!src || unreachableSrc === src) status = "failed";
  else if (loaded && (online || keepLoaded)) status = "loaded";
  else if (!online || timedOut) status = "failed";
  else status = "loading";

  const onLoad = useCallback(() => {
    // Offline, the browser loads its own error page into the frame: that is not the frame's page.
    if (src && isOnline()) setLoadedSrc(src);
  }, [src]);

  useEffect(() => {
    if (status !== "loading" || !src) return;
    const frame = containerRef.current?.querySelector("iframe");
    if (frame && frameHasArrived(frame)) {
      onLoad();
      return;
    }

    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopWatching = whenNearViewport(containerRef.current, () => {
      timer = setTimeout(() => setTimedOutSrc(src), timeoutMs);
    });
    return () => {
      stopWatching();
      clearTimeout(timer);
    };
  }, [status, src, timeoutMs, onLoad]);

  useEffect(() => {
    if (!probe || !src) return;
    let active = true;
    // Asked only when the frame itself would load (frames load lazily): a page of many players does
    // not request them all. An opaque (no-cors) response is enough: only a network failure rejects.
    const stopWatching = whenNearViewport(containerRef.current, () => {
      fetch(src, { mode: "no-cors", cache: "no-store", credentials: "omit" }).catch(() => {
        if (active) setUnreachableSrc(src);
      });
    });
    return () => {
      active = false;
      stopWatching();
    };
  }, [probe, src]);

  return { status, containerRef, onLoad };
}
