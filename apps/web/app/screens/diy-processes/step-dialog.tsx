import type { Step } from "@site/content";
import {
  Button,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Prose,
  Spinner,
} from "@site/ui";
import { MdxBody } from "../../components/mdx-body";

type DialogStep = Extract<Step, { kind: "lesson" | "placeholder" }>;

/** A step's lesson (or its placeholder) with Back, 'Go to Step N' and the closing link. */
export function StepDialog({
  step,
  processTitle,
  onGoTo,
}: {
  step: DialogStep;
  processTitle: string;
  onGoTo(step: number): void;
}) {
  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>
          Step {step.number}: {step.title}
        </DialogTitle>
        <DialogDescription>{step.summary ?? processTitle}</DialogDescription>
      </DialogHeader>
      <DialogBody>
        {step.kind === "lesson" ? (
          <Prose>
            <MdxBody
              id={step.body}
              fallback={
                <p className="flex items-center gap-2 text-muted-foreground">
                  <Spinner /> Loading the lesson…
                </p>
              }
            />
          </Prose>
        ) : (
          <p className="py-6 text-lg text-muted-foreground">Content will be available soon.</p>
        )}
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Back</Button>
        </DialogClose>
        {step.next ? <Button onClick={() => onGoTo(step.next!)}>Go to Step {step.next}</Button> : null}
        {step.complete ? <Button href={step.complete.href}>{step.complete.label}</Button> : null}
      </DialogFooter>
    </DialogContent>
  );
}
