import type { Document, Step } from "@site/content";
import { draftFlag, store } from "../../lib/content.server";
import { found } from "../../lib/entry-param";
import { reviewedDate } from "../../lib/reviewed-date";
import { richHtml } from "../../lib/rich-html.server";

/** What a step's card and dialog show; a lesson comes as HTML, its headings under the step's title. */
function stepForPage(step: Step) {
  const base = {
    number: step.number,
    title: step.title,
    ...(step.summary ? { summary: step.summary } : {}),
    ...draftFlag(step),
  };
  switch (step.kind) {
    case "lesson":
    case "placeholder":
      return {
        ...base,
        kind: step.kind,
        cta: step.cta,
        ...(step.kind === "lesson" ? { lesson: richHtml(step.body, 1), reviewed: reviewedDate(step.reviewed) } : {}),
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

/** A process page's data: the process, what it teaches, its templates and its steps. */
export function processPage(id: string) {
  const process = found(store.find("processes", id));
  const documents = new Map<string, Document>(
    store.all("documents").flatMap((category) => category.documents.map((d) => [d.id, d] as const)),
  );
  return {
    process: {
      id: process.id,
      order: process.order,
      title: process.title,
      description: process.description,
      timeEstimate: process.timeEstimate,
      learn: process.learn,
    },
    templates: process.templates.map((template) => documents.get(template)!),
    steps: store
      .all("steps")
      .filter((step) => step.process === process.id)
      .map(stepForPage),
  };
}
