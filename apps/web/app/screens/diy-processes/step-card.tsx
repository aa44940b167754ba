import type { Step } from "@site/content";
import { Button, Card, CardDescription, CardFooter, CardHeader, CardTitle, Dialog, DialogTrigger } from "@site/ui";
import { notIndexed } from "../../search/indexing";
import { StepDialog } from "./step-dialog";
import { VideoOverlay } from "./video-overlay";

export interface StepCardProps {
  step: Step;
  processTitle: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onGoTo(step: number): void;
}

/** A step's card; its button opens the step's dialog or video, or follows its link. */
export function StepCard({ step, processTitle, open, onOpenChange, onGoTo }: StepCardProps) {
  const action =
    step.kind === "link" ? (
      <Button href={step.href} className="w-full sm:w-auto">
        {step.cta}
      </Button>
    ) : (
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogTrigger asChild>
          <Button className="w-full sm:w-auto">{step.cta}</Button>
        </DialogTrigger>
        {step.kind === "video" ? (
          <VideoOverlay step={step} />
        ) : (
          <StepDialog step={step} processTitle={processTitle} onGoTo={onGoTo} />
        )}
      </Dialog>
    );
  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="flex-1">
        <p className="text-sm font-semibold tracking-wide text-accent-strong uppercase">Step {step.number}</p>
        <CardTitle as="h3">{step.title}</CardTitle>
        {step.summary ? <CardDescription>{step.summary}</CardDescription> : null}
      </CardHeader>
      <CardFooter {...notIndexed}>{action}</CardFooter>
    </Card>
  );
}
