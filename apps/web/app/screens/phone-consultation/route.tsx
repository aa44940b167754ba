import { pages } from "virtual:content/pages";
import { PageActions } from "../../components/page-actions";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";
import { Scheduler } from "../../integrations/scheduler";

const page = pages["phone-consultation"];

export default function PhoneConsultationScreen() {
  return (
    <PageLayout page={page}>
      <PageBody body={page.body} className="mb-8" />
      <Scheduler label="Schedule Your Consultation" />
      <PageActions actions={page.actions} className="mt-8" />
    </PageLayout>
  );
}
