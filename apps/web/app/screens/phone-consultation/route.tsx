import type { Route } from "./+types/route";
import { PageActions } from "../../components/page-actions";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";
import { Scheduler } from "../../integrations/scheduler";
import { withIslands } from "../../islands/client-loader";
import { Island } from "../../islands/Island";
import { island } from "../../islands/island.server";
import { pageHead, richIsland, store } from "../../lib/content.server";

export function loader() {
  const page = store.page("phone-consultation");
  return { head: pageHead(page), body: richIsland(page.body), actions: island(page.actions) };
}
export const clientLoader = (args: Route.ClientLoaderArgs) => withIslands(args);

/** The consultation: why and how, then the scheduler, which loads only on this screen. */
export default function PhoneConsultationScreen({ loaderData: { head, body, actions } }: Route.ComponentProps) {
  return (
    <PageLayout head={head}>
      <PageBody body={body} className="mb-8" />
      <Scheduler label="Schedule Your Consultation" />
      <Island value={actions}>{(list) => <PageActions actions={list} className="mt-8" />}</Island>
    </PageLayout>
  );
}
