import type { Document, Step } from "@site/content";
import { processHref } from "@site/content/runtime";
import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  Badge,
  Button,
  Container,
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@site/ui";
import { viewports } from "@site/ui/storybook";
import { Clock, FileText } from "lucide-react";
import { useState } from "react";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import store from "virtual:content/store";
import { DetailHeader } from "../../components/detail-header";
import { RichProse } from "../../components/rich-content";
import { ScreenFrame, screenParameters } from "../../storybook/screen-frame";
import { DocumentCard } from "../documents-templates/document-card";
import { StepCard } from "./step-card";
import { templatesLabel } from "./templates-label";

type LessonStep = Extract<Step, { kind: "lesson" }>;

const stepsOf = (processId: string) => store.all("steps").filter((step) => step.process === processId);

/** The first process with a lesson to open: its page has templates, what it teaches and steps of every kind. */
const process = store.all("processes").find((entry) => stepsOf(entry.id).some((step) => step.kind === "lesson"))!;
const steps = stepsOf(process.id);
const lesson = steps.find((step): step is LessonStep => step.kind === "lesson")!;
const documents = new Map<string, Document>(
  store.all("documents").flatMap((category) => category.documents.map((document) => [document.id, document] as const)),
);
const templates = process.templates.map((id) => documents.get(id)!);

/** A lesson's dialog as `step-dialog.tsx` draws it: the lesson, Back, and the way to the next step. */
function LessonDialog({
  step,
  open,
  onOpenChange,
  onGoTo,
}: {
  step: LessonStep;
  open: boolean;
  onOpenChange(open: boolean): void;
  onGoTo(step: number): void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent id={`step-${step.number}`} inlineWithoutScript className="scroll-mt-24">
        <DialogHeader>
          <DialogTitle>
            Step {step.number}: {step.title}
          </DialogTitle>
          <DialogDescription>{step.summary ?? process.title}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <RichProse tree={step.body.tree} headingOffset={1} />
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" data-requires-script="">
              Back
            </Button>
          </DialogClose>
          {step.next ? (
            <Button
              href={`#step-${step.next}`}
              onClick={(event) => {
                event.preventDefault();
                onGoTo(step.next!);
              }}
            >
              Go to Step {step.next}
            </Button>
          ) : null}
          {step.complete ? <Button href={step.complete.href}>{step.complete.label}</Button> : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** `process-route.tsx`'s page, from the kit and the site's own parts, with the sample content's process. */
function ProcessScreen({ openStep = null }: { openStep?: number | null }) {
  const [open, setOpen] = useState(openStep);
  return (
    <ScreenFrame path={processHref(process.id)}>
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
        <ol aria-labelledby="steps-heading" className="grid gap-6 md:grid-cols-2">
          {steps.map((step) => (
            <li
              key={step.number}
              id={step.kind === "link" ? `step-${step.number}` : undefined}
              className="scroll-mt-24"
            >
              <StepCard step={step} onOpen={() => setOpen(step.number)} />
            </li>
          ))}
        </ol>
        {steps.map((step) =>
          step.kind === "lesson" ? (
            <LessonDialog
              key={step.number}
              step={step}
              open={open === step.number}
              onOpenChange={(next) => setOpen(next ? step.number : null)}
              onGoTo={setOpen}
            />
          ) : null,
        )}
      </Container>
    </ScreenFrame>
  );
}

const meta = {
  title: "Screens/Process page",
  component: ProcessScreen,
  parameters: {
    ...screenParameters,
    docs: {
      description: {
        component: `
A DIY process (\`/diy-processes/<process>\`): what it is and what it takes, what it teaches, its templates, and its
steps; a lesson opens in a dialog over the page. The text is the content package's sample content.`,
      },
      story: { inline: false, iframeHeight: 800 },
    },
  },
  args: { openStep: null },
  argTypes: {
    openStep: {
      name: "Open step",
      description: "The step whose lesson is open (`#step-N` in the address).",
      control: "select",
      options: [null, ...steps.filter((step) => step.kind === "lesson").map((step) => step.number)],
    },
  },
  // Keyed, so choosing another step in the controls opens it.
  render: (args) => <ProcessScreen key={String(args.openStep)} {...args} />,
} satisfies Meta<typeof ProcessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page: Story["play"] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("heading", { level: 1, name: process.title })).toBeVisible();
  await expect(within(canvas.getByRole("list", { name: "Steps" })).getAllByRole("listitem")).toHaveLength(steps.length);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
};

export const Phone: Story = { globals: viewports.phone, play: page };

export const Desktop: Story = { globals: viewports.desktop, play: page };

/** The lesson opened from its step's card. */
const stepDialog: Story["play"] = async ({ canvasElement }) => {
  const card = within(canvasElement).getByRole("link", { name: lesson.cta });
  await userEvent.click(card);
  const dialog = await screen.findByRole("dialog", { name: `Step ${lesson.number}: ${lesson.title}` });
  await waitFor(() => expect(dialog).toBeVisible());
  await expect(within(dialog).getByRole("button", { name: "Back" })).toBeVisible();
};

export const StepDialogPhone: Story = { name: "Step dialog open, phone", globals: viewports.phone, play: stepDialog };

export const StepDialogDesktop: Story = {
  name: "Step dialog open, desktop",
  globals: viewports.desktop,
  play: stepDialog,
};
