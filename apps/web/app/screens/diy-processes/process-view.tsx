import { Badge, Container } from "@site/ui";
import { Clock, FileText } from "lucide-react";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/process-route";
import { DetailHeader } from "../../components/detail-header";
import { useIsArrivalEntry } from "../../navigation/arrival-entry";
import { searchTarget } from "../../search/indexing";
import { DocumentCard } from "../documents-templates/document-card";
import { StepCard } from "./step-card";
import { StepDialog } from "./step-dialog";
import { templatesLabel } from "./templates-label";

/**
 * The open step is the address's fragment (`#step-2`), so a step can be linked to, and it is in the
 * history as the screen shows it: opening a lesson adds an entry, so Back closes it and Forward opens
 * it again. 'Go to Step N' replaces that entry, so Back closes the lesson whichever step it shows;
 * closing a lesson opened here goes back to the page's entry, and one opened by its address leaves it.
 *
 * The address the page was loaded at opens no dialog: its lesson was shown in place before the
 * scripts ran, the visitor may be reading it, and it stays in place (a dialog opens on a click).
 */
function useOpenStep() {
  const { hash, pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const arrival = useIsArrivalEntry();
  const named = /^#step-(\d+)$/.exec(hash);
  const step = named ? Number(named[1]) : null;
  // The arrival's lesson stays in place under the dialogs opened over it, until Back leaves its address.
  const [inPlace, setInPlace] = useState<number | null>(null);
  if (arrival && inPlace !== step) setInPlace(step);
  const openedHere = (state as { openedStep?: boolean } | null)?.openedStep === true;
  const at = (step: number | null) => ({ pathname, search, hash: step === null ? "" : `#step-${step}` });
  return {
    step: arrival ? null : step,
    inPlace,
    open: (step: number) => void navigate(at(step), { state: { openedStep: true }, preventScrollReset: true }),
    goTo: (step: number) => void navigate(at(step), { replace: true, state, preventScrollReset: true }),
    close: () => void (openedHere ? navigate(-1) : navigate(at(null), { replace: true, preventScrollReset: true })),
  };
}

/** A process: what it is, what it takes, its templates, and its steps, whose lessons open as dialogs. */
export function ProcessView({ process, templates, steps }: Route.ComponentProps["loaderData"]) {
  const openStep = useOpenStep();
  return (
    <>
      <DetailHeader
        back={{ href: "/diy-processes", label: "Back to DIY Processes" }}
        eyebrow={<Badge variant="secondary">Process {process.order}</Badge>}
        title={process.title}
        description={process.description}
      >
        <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-foreground">
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            Time estimate: {process.timeEstimate}
          </span>
          {templates.length > 0 ? (
            <a href="#templates" className="inline-flex items-center gap-1.5 underline-offset-4 hover:underline">
              <FileText aria-hidden="true" className="size-4" />
              {templatesLabel(templates.length)} included
            </a>
          ) : null}
        </p>
      </DetailHeader>
      <Container className="py-12 md:py-16">
        {process.learn.length > 0 ? (
          <section aria-labelledby="learn-heading" className="mb-12 rounded-lg border border-border bg-card p-6">
            <h2 id="learn-heading" className="font-display text-2xl font-semibold text-primary">
              What You'll Learn
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-foreground">
              {process.learn.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {templates.length > 0 ? (
          <section id="templates" aria-labelledby="templates-heading" className="mb-12 scroll-mt-24">
            <h2 id="templates-heading" className="mb-6 font-display text-2xl font-semibold text-primary">
              Templates
            </h2>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {templates.map((document) => (
                <li key={document.id}>
                  <DocumentCard document={document} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <h2 id="steps-heading" className="mb-6 font-display text-2xl font-semibold text-primary">
          Steps
        </h2>
        <ol className="grid gap-6 md:grid-cols-2">
          {steps.map((step) => (
            <li
              key={step.number}
              className="scroll-mt-24"
              {...(step.kind === "link"
                ? { id: `step-${step.number}`, ...searchTarget(`Step ${step.number}: ${step.title}`) }
                : {})}
            >
              <StepCard step={step} onOpen={() => openStep.open(step.number)} />
            </li>
          ))}
        </ol>
        {steps.map((step) =>
          step.kind === "link" ? null : (
            <StepDialog
              key={step.number}
              step={step}
              processTitle={process.title}
              open={openStep.step === step.number}
              inPlace={openStep.inPlace === step.number}
              onOpenChange={(open) => (open ? openStep.open(step.number) : openStep.close())}
              // From a lesson in place, the next one opens as a dialog over it; within a dialog, it moves on.
              onGoTo={openStep.step === step.number ? openStep.goTo : openStep.open}
            />
          ),
        )}
      </Container>
    </>
  );
}
