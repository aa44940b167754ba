import type { Document, Step } from "@site/content";
import { processHref } from "@site/content/runtime";
import { island } from "../../islands/island.server";
import { absoluteUrl } from "../../lib/absolute-url";
import { store } from "../../lib/content.server";
import { found } from "../../lib/entry-param";

/** What a step's card and dialog need in the browser; a lesson's text goes into the page's HTML only. */
function stepForPage(step: Step) {
  const base = { number: step.number, title: step.title, ...(step.summary ? { summary: step.summary } : {}) };
  switch (step.kind) {
    case "lesson":
    case "placeholder":
      return {
        ...base,
        kind: step.kind,
        cta: step.cta,
        ...(step.next ? { next: step.next } : {}),
        ...(step.complete ? { complete: step.complete } : {}),
      };
    case "link":
      return { ...base, kind: step.kind, cta: step.cta, href: step.href };
    case "video":
      return { ...base, kind: step.kind, cta: step.cta, ...(step.embed ? { video: step.embed } : {}) };
  }
}
export type PageStep = ReturnType<typeof stepForPage>;

/** A process page's data: the process, its steps, and (as HTML only) its lessons, templates and structured data. */
export function processPage(id: string) {
  const process = found(store.find("processes", id));
  const steps = store.all("steps").filter((step) => step.process === process.id);
  const documents = new Map<string, Document>(
    store.all("documents").flatMap((category) => category.documents.map((d) => [d.id, d] as const)),
  );
  const url = absoluteUrl(store.site.baseUrl, processHref(process.id));
  return {
    process: {
      id: process.id,
      order: process.order,
      title: process.title,
      description: process.description,
      timeEstimate: process.timeEstimate,
      templateCount: process.templates.length,
    },
    steps: steps.map(stepForPage),
    lessons: Object.fromEntries(
      steps.flatMap((step) => (step.kind === "lesson" ? [[step.number, island(step.body.tree)] as const] : [])),
    ),
    details: island({
      learn: process.learn,
      templates: process.templates.map((template) => documents.get(template)!),
      howTo: {
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
    }),
  };
}
