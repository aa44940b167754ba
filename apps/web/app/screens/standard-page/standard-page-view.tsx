import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";
import type { loader } from "./route";

/** A page in the standard layout: its heading and its body. */
export function StandardPageView({ head, body }: ReturnType<typeof loader>) {
  return (
    <PageLayout head={head}>
      <PageBody html={body} />
    </PageLayout>
  );
}
