import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";
import type { StandardPageData } from "./route";

/** A page in the standard layout: its heading and its body. */
export function StandardPageView({ head, body }: StandardPageData) {
  return (
    <PageLayout head={head}>
      <PageBody html={body} />
    </PageLayout>
  );
}
