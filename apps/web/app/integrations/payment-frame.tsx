import { Spinner } from "@site/ui";
import { CircleAlert } from "lucide-react";
import { withEmailBreaks } from "../lib/email-breaks";
import { useSite } from "../lib/site";
import { useWidgetFrame } from "./use-widget-frame";

function WriteToUs({ children }: { children: string }) {
  const site = useSite();
  return (
    <>
      Write to{" "}
      <a className="font-medium text-primary underline" href={`mailto:${site.contact.email}`}>
        {withEmailBreaks(site.contact.email)}
      </a>{" "}
      {children}
    </>
  );
}

/**
 * The crypto payment widget for the configured merchant. When it cannot be reached (offline,
 * blocked, timed out) or no merchant is set, the visitor is given the trust's address instead.
 */
export function PaymentFrame() {
  const site = useSite();
  const { merchantId, widgetUrl, width, height } = site.integrations.payment;
  const src = merchantId ? `${widgetUrl}?${new URLSearchParams({ iid: merchantId })}` : undefined;
  const { status, containerRef, frameRef, onLoad } = useWidgetFrame(src);

  if (!src) {
    return (
      <p className="rounded-lg border border-border bg-muted p-4 text-foreground">
        Online donations are not available yet. <WriteToUs>and we will help you start.</WriteToUs>
      </p>
    );
  }
  return (
    <div
      ref={containerRef}
      data-status={status}
      className="relative max-w-full overflow-hidden rounded-lg border border-border bg-card shadow-sm"
      style={{ width, height }}
    >
      {status === "loading" ? (
        <div
          role="status"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center text-muted-foreground"
        >
          <Spinner size="lg" className="text-primary" />
          <p className="font-medium">Loading…</p>
        </div>
      ) : null}
      {status === "failed" ? (
        <div
          role="status"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-muted p-5 text-center text-foreground sm:p-6"
        >
          <CircleAlert aria-hidden="true" className="size-8 text-primary" />
          <p className="font-medium">Can&apos;t load widget</p>
          {/* As wide as the box at most: a centred line otherwise grows to its longest word and is cut. */}
          <p className="max-w-full">
            <WriteToUs>and we will help you donate.</WriteToUs>
          </p>
        </div>
      ) : (
        <iframe
          ref={frameRef}
          src={src}
          title="Cryptocurrency donation widget"
          width={width}
          height={height}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={onLoad}
          className="absolute inset-0 size-full border-0"
        />
      )}
    </div>
  );
}
