import type { Route } from "./+types/route";
import { PageActions } from "../../components/page-actions";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";
import { PaymentFrame } from "../../integrations/payment-frame";

/** The donation that starts a trust: what to do, then the payment widget. */
export function TrustDonationView({ head, body, actions }: Route.ComponentProps["loaderData"]) {
  return (
    <PageLayout head={head}>
      <PageBody html={body} className="mb-8" />
      <PaymentFrame />
      <PageActions actions={actions} className="mt-8" />
    </PageLayout>
  );
}
