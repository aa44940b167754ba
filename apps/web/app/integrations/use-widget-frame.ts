import { frameHasArrived, useFrameStatus, type FrameStatus } from "@site/ui";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * The status of a third-party widget frame. Unlike a video, a widget the visitor may be typing into
 * is never taken away once it has arrived: not by the timeout, not by the connection dropping later,
 * and not when it arrived before the page hydrated (React only hears `load` events after that).
 * Only the direct request failing replaces it, because then what arrived is the browser's error page.
 */
export function useWidgetFrame(src: string | undefined) {
  const { status, containerRef, onLoad: onFrameLoad } = useFrameStatus<HTMLDivElement>({ src });
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [arrived, setArrived] = useState(false);
  const [unreachable, setUnreachable] = useState(false);

  const onLoad = useCallback(() => {
    onFrameLoad();
    // Offline, the browser loads its own error page into the frame: that is no widget.
    if (navigator.onLine !== false) setArrived(true);
  }, [onFrameLoad]);

  useEffect(() => {
    if (frameRef.current && frameHasArrived(frameRef.current)) onLoad();
  }, [onLoad]);

  useEffect(() => {
    if (!src) return;
    let active = true;
    // An opaque (no-cors) response is enough: only a network failure rejects.
    fetch(src, { mode: "no-cors", cache: "no-store", credentials: "omit" }).catch(() => {
      if (active) setUnreachable(true);
    });
    return () => {
      active = false;
    };
  }, [src]);

  const shown: FrameStatus = unreachable ? "failed" : arrived ? "loaded" : status;
  return { status: shown, containerRef, frameRef, onLoad };
}
