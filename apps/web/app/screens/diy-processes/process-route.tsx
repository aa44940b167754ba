import { processHref } from "@site/content/runtime";
import type { Route } from "./+types/process-route";
import { absoluteUrl } from "../../lib/absolute-url";
import { canonicalParam } from "../../lib/entry-param";
import { entryRoute } from "../../lib/entry-route";
import { latestReview } from "../../lib/reviewed-date";
import { seo, siteOf } from "../../lib/seo";
import { ProcessView } from "./process-view";
import { processPage } from "./route-data.server";
import { viewRoute } from "../../lib/screen-route";

export const loader = ({ params }: Route.LoaderArgs) => processPage(canonicalParam(params.id));

const entry = entryRoute({
  notFound: {
    title: "Process Not Found",
    message: "The DIY process you're looking for doesn't exist.",
    backHref: "/diy-processes",
    backLabel: "Back to DIY Processes",
  },
  meta: ({ process, steps }: ReturnType<typeof loader>, { matches }) => {
    const url = absoluteUrl(siteOf(matches)?.baseUrl ?? null, processHref(process.id));
    return seo(matches, {
      title: process.title,
      description: process.description,
      path: processHref(process.id),
      type: "article",
      dateModified: latestReview(steps.map((step) => ("reviewed" in step ? step.reviewed?.dateTime : undefined))),
      jsonLd: {
        "@type": "HowTo",
        name: process.title,
        description: process.description,
        url,
        step: steps.map((step) => ({
          "@type": "HowToStep",
          position: step.number,
          name: step.title,
          text: step.summary ?? step.title,
          url: `${url}#step-${step.number}`,
        })),
      },
    });
  },
});
export const clientLoader = (args: Route.ClientLoaderArgs) => entry.clientLoader(args);
export const { ErrorBoundary, meta, shouldRevalidate } = entry;

/** /diy-processes/<id>: one process and its steps. */
export default viewRoute(ProcessView);
