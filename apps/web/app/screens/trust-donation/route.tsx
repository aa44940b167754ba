import type { Route } from "./+types/route";
import { PageActions } from "../../components/page-actions";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";
import { PaymentFrame } from "../../integrations/payment-frame";
import { withIslands } from "../../islands/client-loader";
import { Island } from "../../islands/Island";
import { island } from "../../islands/island.server";
import { pageHead, richIsland, store } from "../../lib/content.server";

export function loader() {
  const page = store.page("trust-donation");
  return { head: pageHead(page), body: richIsland(page.body), actions: island(page.actions) };
}
export const clientLoader = (args: Route.ClientLoaderArgs) => withIslands(args);

/** The donation that starts a trust: what to do, then the payment widget. */
export default function TrustDonationScreen({ loaderData: { head, body, actions } }: Route.ComponentProps) {
  return (
    <PageLayout head={head}>
      <PageBody body={body} className="mb-8" />
      <PaymentFrame />
      <Island value={actions}>{(list) => <PageActions actions={list} className="mt-8" />}</Island>
    </PageLayout>
  );
}
