import { ExternalFrame } from "@site/ui";
import { useSite } from "../lib/site";
import { WriteToUs } from "./write-to-us";

/**
 * The crypto payment widget for the configured merchant. When it cannot be reached (offline,
 * blocked, timed out) or no merchant is set, the visitor is given the trust's address instead.
 */
export function PaymentFrame() {
  const site = useSite();
  const { merchantId, widgetUrl, width, height } = site.integrations.payment;
  if (!merchantId) {
    return (
      <p className="rounded-lg border border-border bg-muted p-4 text-foreground">
        Online donations are not available yet. <WriteToUs>and we will help you start.</WriteToUs>
      </p>
    );
  }
  return (
    <ExternalFrame
      src={`${widgetUrl}?${new URLSearchParams({ iid: merchantId })}`}
      title="Cryptocurrency donation widget"
      width={width}
      height={height}
      failureText="Can't load widget"
      failureHelp={<WriteToUs>and we will help you donate.</WriteToUs>}
    />
  );
}
