import { processHref } from "@site/content/runtime";
import type { Route } from "./+types/process-route";
import { notFoundBoundary, notFoundMeta } from "../../components/not-found-boundary";
import { absoluteUrl } from "../../lib/absolute-url";
import { canonicalParam, redirectToCanonical } from "../../lib/entry-param";
import { latestReview } from "../../lib/reviewed-date";
import { seo, siteOf } from "../../lib/seo";
import { ProcessView } from "./process-view";
import { processPage } from "./route-data.server";
import { reloadOnContentEdit } from "../../lib/revalidate";

export const loader = ({ params }: Route.LoaderArgs) => processPage(canonicalParam(params.id));

export function clientLoader({ request, params, serverLoader }: Route.ClientLoaderArgs) {
  redirectToCanonical(request, params.id, canonicalParam(params.id));
  return serverLoader();
}

const notFound = {
  title: "Process Not Found",
  message: "The DIY process you're looking for doesn't exist.",
  backHref: "/diy-processes",
  backLabel: "Back to DIY Processes",
};
export const ErrorBoundary = notFoundBoundary(notFound);

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return notFoundMeta(args, notFound);
  const { process, steps } = args.loaderData;
  const url = absoluteUrl(siteOf(args.matches)?.baseUrl ?? null, processHref(process.id));
  return seo(args.matches, {
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
};

export const shouldRevalidate = reloadOnContentEdit;

/** /diy-processes/<id>: one process and its steps. */
export default function ProcessRoute({ loaderData }: Route.ComponentProps) {
  return <ProcessView {...loaderData} />;
}
