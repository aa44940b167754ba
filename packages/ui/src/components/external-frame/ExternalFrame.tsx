import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { useFrameStatus, type UseFrameStatusOptions } from "../../hooks/useFrameStatus";
import { Spinner } from "../spinner/Spinner";

export interface ExternalFrameProps extends Pick<UseFrameStatusOptions, "timeoutMs" | "probe"> {
  /** The embedded page's URL. Without it the failure state is shown. */
  src?: string;
  /** Accessible title of the frame. */
  title: string;
  /** Natural width in px; the frame narrows to its container on small screens. */
  width: number;
  /** Height in px. */
  height: number;
  /** Shown under the spinner while the frame loads. */
  loadingText?: string;
  /** Shown when the frame cannot load (offline, timed out, or no `src`). */
  failureText: string;
  /** Under the failure text: what to do instead (write to us, with the address as a link). */
  failureHelp?: ReactNode;
  /** Classes added to the frame's box. */
  className?: string;
}

/**
 * A fixed-size third-party widget frame with visible loading and failure states. Once the widget has
 * loaded it stays, whatever the connection does after: the visitor may be typing into it.
 */
export function ExternalFrame({
  src,
  title,
  width,
  height,
  loadingText = "Loading…",
  failureText,
  failureHelp,
  timeoutMs,
  probe,
  className,
}: ExternalFrameProps) {
  const { status, containerRef, onLoad } = useFrameStatus({ src, timeoutMs, probe, keepLoaded: true });

  return (
    <div
      ref={containerRef}
      data-slot="external-frame"
      data-status={status}
      className={cn("relative max-w-full overflow-hidden rounded-lg border border-border bg-card shadow-sm", className)}
      style={{ width, height }}
    >
      {status !== "loaded" ? (
        <div
          role="status"
          className={cn(
            "absolute inset-0 flex flex-col items-center justify-center gap-3 text-center",
            status === "failed" ? "bg-muted p-5 text-foreground sm:p-6" : "p-6 text-muted-foreground",
          )}
        >
          {status === "failed" ? (
            <CircleAlert aria-hidden="true" className="size-8 text-primary" />
          ) : (
            <Spinner size="lg" className="text-primary" />
          )}
          <p className="font-medium">{status === "failed" ? failureText : loadingText}</p>
          {/* As wide as the box at most: a centred line otherwise grows to its longest word and is cut. */}
          {status === "failed" && failureHelp ? <p className="max-w-full">{failureHelp}</p> : null}
        </div>
      ) : null}

      {src && status !== "failed" ? (
        <iframe
          src={src}
          title={title}
          width={width}
          height={height}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={onLoad}
          className="absolute inset-0 size-full border-0"
        />
      ) : null}
    </div>
  );
}
