import { ExternalFrame } from "@site/ui";
import { site } from "virtual:content/site";

/** The crypto payment widget for the configured merchant; without one, a way to reach the team instead. */
export function PaymentFrame() {
  const { merchantId, widgetUrl, width, height } = site.integrations.payment;
  if (!merchantId) {
    return (
      <p className="rounded-lg border border-border bg-muted p-4 text-foreground">
        Online donations are not available yet. Write to{" "}
        <a className="font-medium text-primary underline" href={`mailto:${site.contact.email}`}>
          {site.contact.email}
        </a>{" "}
        and we will help you start.
      </p>
    );
  }
  const src = `${widgetUrl}?${new URLSearchParams({ iid: merchantId })}`;
  return (
    <ExternalFrame
      src={src}
      title="Cryptocurrency donation widget"
      width={width}
      height={height}
      failureText="Can't load widget"
    />
  );
}
