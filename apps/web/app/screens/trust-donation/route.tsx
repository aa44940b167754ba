import { pages } from "virtual:content/pages";
import { PageActions } from "../../components/page-actions";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";
import { PaymentFrame } from "../../integrations/payment-frame";

const page = pages["trust-donation"];

export default function TrustDonationScreen() {
  return (
    <PageLayout page={page}>
      <PageBody body={page.body} className="mb-8" />
      <PaymentFrame />
      <PageActions actions={page.actions} className="mt-8" />
    </PageLayout>
  );
}
