import { normalizeParam, processHref } from "@site/content/runtime";
import type { Process } from "@site/content";
import { Badge, Container, NotFoundPanel } from "@site/ui";
import { Clock, FileText } from "lucide-react";
import { useEffect } from "react";
import { processes } from "virtual:content/processes";
import type { Route } from "./+types/process-route";
import { DetailHeader } from "../../components/detail-header";
import { loadMdxBody } from "../../components/mdx-body";
import { Seo } from "../../components/seo";
import { absoluteUrl } from "../../lib/absolute-url";
import { useStateFromHash } from "../../lib/use-state-from-hash";
import { searchTarget } from "../../search/indexing";
import { StepCard } from "./step-card";
import { templatesLabel } from "./templates-label";

export default function ProcessScreen({ params }: Route.ComponentProps) {
  const id = normalizeParam(params.processId);
  const process = processes.find((candidate) => candidate.id === id);
  if (!process) return <ProcessNotFound />;
  // Keyed so an open dialog never carries over from one process to another.
  return <ProcessPage key={process.id} process={process} />;
}

function ProcessNotFound() {
  return (
    <>
      <Seo
        title="Process Not Found"
        description="The DIY process you're looking for doesn't exist."
        path="/diy-processes"
        robots="noindex, follow"
      />
      <NotFoundPanel
        title="Process Not Found"
        message="The DIY process you're looking for doesn't exist."
        backHref="/diy-processes"
        backLabel="Back to DIY Processes"
      />
    </>
  );
}

function howTo(process: Process) {
  const url = absoluteUrl(processHref(process.id));
  return {
    "@type": "HowTo",
    name: process.title,
    description: process.description,
    url,
    step: process.steps.map((step) => ({
      "@type": "HowToStep",
      position: step.number,
      name: step.title,
      text: step.summary ?? step.title,
      url: `${url}#step-${step.number}`,
    })),
  };
}

/** `#step-N` opens step N when it opens in a dialog (a lesson, a placeholder, a video). */
const stepOpenedBy = (process: Process, id: string) => {
  const step = process.steps.find((candidate) => `step-${candidate.number}` === id);
  return step && step.kind !== "link" ? step.number : undefined;
};

function ProcessPage({ process }: { process: Process }) {
  const [openStep, setOpenStep] = useStateFromHash<number | null>(null, (id) => stepOpenedBy(process, id));

  useEffect(() => {
    // Lessons are fetched in the background so a dialog opens with its text ready.
    for (const step of process.steps) if (step.kind === "lesson") loadMdxBody(step.body).catch(() => undefined);
  }, [process]);

  return (
    <>
      <Seo
        title={process.title}
        description={process.description}
        path={processHref(process.id)}
        type="article"
        jsonLd={howTo(process)}
      />
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
          <span className="inline-flex items-center gap-1.5">
            <FileText aria-hidden="true" className="size-4" />
            {templatesLabel(process.templates)} included
          </span>
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
        <h2 className="mb-6 font-display text-2xl font-semibold text-primary">Steps</h2>
        <ol className="grid gap-6 md:grid-cols-2">
          {process.steps.map((step) => (
            <li
              key={step.number}
              id={`step-${step.number}`}
              className="scroll-mt-24"
              {...searchTarget(`Step ${step.number}: ${step.title}`)}
            >
              <StepCard
                step={step}
                processTitle={process.title}
                open={openStep === step.number}
                onOpenChange={(open) => setOpenStep(open ? step.number : null)}
                onGoTo={setOpenStep}
              />
            </li>
          ))}
        </ol>
      </Container>
    </>
  );
}
