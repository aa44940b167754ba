import type { Route } from "./+types/route";
import { PageActions } from "../../components/page-actions";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";
import { Scheduler } from "../../integrations/scheduler";

/** The consultation: why and how, then the scheduler, which loads only on this screen. */
export function PhoneConsultationView({ head, body, actions }: Route.ComponentProps["loaderData"]) {
  return (
    <PageLayout head={head}>
      <PageBody html={body} className="mb-8" />
      <Scheduler label="Schedule Your Consultation" />
      <PageActions actions={actions} className="mt-8" />
    </PageLayout>
  );
}
