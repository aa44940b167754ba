import type { ComponentProps } from "react";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";

interface StandardPageProps {
  head: ComponentProps<typeof PageLayout>["head"];
  body: string;
}

/** A page in the standard layout: its heading and its body. */
export function StandardPageView({ head, body }: StandardPageProps) {
  return (
    <PageLayout head={head}>
      <PageBody html={body} />
    </PageLayout>
  );
}
