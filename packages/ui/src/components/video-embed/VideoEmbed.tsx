import { Clapperboard, ExternalLink, VideoOff } from "lucide-react";
import type { CSSProperties } from "react";
import { cn } from "../../lib/cn";
import { useFrameStatus, type UseFrameStatusOptions } from "../../hooks/useFrameStatus";
import { buttonVariants } from "../button/buttonVariants";
import { Link } from "../link/Link";
import { Spinner } from "../spinner/Spinner";

export interface VideoEmbedProps extends Pick<UseFrameStatusOptions, "timeoutMs" | "probe"> {
  /** The player URL. Without it the placeholder is shown. */
  src?: string;
  /** Accessible title of the player frame. */
  title: string;
  /** The video's height as a percentage of its width: 56.25 landscape (16:9), 177.78 portrait (9:16). */
  aspect?: number;
  /**
   * In a grid of players: from `sm` (two columns) up the box is 16:9 whatever the video's shape, and
   * a portrait player sits centred in it at its own shape, so the rows stay even. Below `sm` (one
   * column) the box keeps the video's shape.
   */
  inGrid?: boolean;
  /**
   * Said in the empty frame while there is no `src`, e.g. "Coming Soon". The frame then looks like
   * a gap waiting to be filled, not like a player: no play button, no title (the card has it).
   */
  placeholder?: string;
  /** Where the video can be watched when the frame cannot load. */
  fallbackHref?: string;
  /** Classes added to the frame's box. */
  className?: string;
}

const FRAME_ALLOW = "autoplay; fullscreen; picture-in-picture; clipboard-write";

/**
 * A responsive, lazily loaded video player frame with placeholder, loading and failure states. It has
 * no border or rounding of its own: the card or panel it sits in gives it its shape.
 */
export function VideoEmbed({
  src,
  title,
  aspect = 56.25,
  placeholder,
  fallbackHref,
  timeoutMs,
  probe,
  inGrid = false,
  className,
}: VideoEmbedProps) {
  const { status, containerRef, onLoad } = useFrameStatus({ src, timeoutMs, probe });
  const state = src ? status : "placeholder";

  return (
    <div
      ref={containerRef}
      data-slot="video-embed"
      data-status={state}
      className={cn(
        "relative w-full overflow-hidden pt-(--video-aspect)",
        inGrid && "sm:pt-[56.25%]",
        state === "loading" || state === "loaded" ? "bg-primary" : "bg-muted",
        className,
      )}
      style={{ "--video-aspect": `${aspect}%`, "--video-ratio": `100 / ${aspect}` } as CSSProperties}
    >
      {state === "placeholder" ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-[repeating-linear-gradient(135deg,transparent_0_14px,color-mix(in_srgb,var(--color-primary)_5%,transparent)_14px_28px)] p-4 text-center text-muted-foreground">
          <Clapperboard aria-hidden="true" className="size-8 opacity-70" />
          {placeholder ? <p className="text-sm font-semibold tracking-[0.14em] uppercase">{placeholder}</p> : null}
        </div>
      ) : null}

      {state === "failed" ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center">
          <VideoOff aria-hidden="true" className="size-8 text-primary" />
          <p className="font-medium text-foreground">This video could not be loaded.</p>
          {fallbackHref ? (
            <Link href={fallbackHref} target="_blank" className={buttonVariants({ variant: "outline", size: "sm" })}>
              Open the video on its host
              <ExternalLink aria-hidden="true" />
            </Link>
          ) : null}
        </div>
      ) : null}

      {state === "loading" ? (
        <div className="absolute inset-0 flex items-center justify-center text-primary-foreground">
          <Spinner size="lg" />
          <span className="sr-only">Loading video</span>
        </div>
      ) : null}

      {src && state !== "failed" ? (
        <iframe
          src={src}
          title={title}
          loading="lazy"
          allow={FRAME_ALLOW}
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={onLoad}
          className="absolute inset-0 m-auto aspect-(--video-ratio) h-full max-w-full border-0"
        />
      ) : null}
    </div>
  );
}
