import {
  Button,
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Prose,
  VideoEmbed,
} from "@site/ui";
import { ContentHtml } from "../../components/content-html";
import { LastReviewed } from "../../components/editorial/last-reviewed";
import { notIndexed, placeholderText, searchTarget } from "../../search/indexing";
import type { PageStep } from "./route-data.server";

type DialogStep = Exclude<PageStep, { kind: "link" }>;

interface StepDialogProps {
  step: DialogStep;
  processTitle: string;
  open: boolean;
  /** Shown in place in the page while closed (the lesson the visitor arrived at). */
  inPlace: boolean;
  onOpenChange(open: boolean): void;
  onGoTo(step: number): void;
}

/**
 * A step's dialog: its lesson (or its placeholder, or its video) with Back, 'Go to Step N' and the
 * closing link. The lesson is part of the page, so without JavaScript it reads in place.
 */
export function StepDialog({ step, processTitle, open, inPlace, onOpenChange, onGoTo }: StepDialogProps) {
  // Back to the step's own card, also when another step's dialog opened this one.
  const returnFocus = () => document.querySelector<HTMLElement>(`a[href="#step-${step.number}"]:not(dialog *)`);
  const video = step.kind === "video";
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        id={`step-${step.number}`}
        {...searchTarget(video ? step.title : `Step ${step.number}: ${step.title}`)}
        {...(video ? ({ closeLabel: "Close video", size: "fullscreen" } as const) : { className: "scroll-mt-24" })}
        inlineWithoutScript
        inPlace={inPlace}
        returnFocus={returnFocus}
      >
        {step.kind === "video" ? (
          <>
            <DialogTitle>{step.title}</DialogTitle>
            <DialogDescription className="sr-only">Video player for {step.title}</DialogDescription>
            <div
              className="mx-auto my-auto w-full max-w-5xl overflow-hidden rounded-lg"
              {...(step.video ? {} : placeholderText)}
            >
              <VideoEmbed
                title={step.video?.title ?? step.title}
                {...(step.video ? { src: step.video.src, aspect: step.video.aspect } : { placeholder: "Coming Soon" })}
              />
            </div>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>
                Step {step.number}: {step.title}
              </DialogTitle>
              <DialogDescription>{step.summary ?? processTitle}</DialogDescription>
            </DialogHeader>
            <DialogBody>
              {step.kind === "lesson" && step.lesson ? (
                <>
                  <ContentHtml as={Prose} html={step.lesson} />
                  <LastReviewed reviewed={step.reviewed ?? null} className="mt-6" />
                </>
              ) : (
                <p className="py-6 text-lg text-muted-foreground" {...placeholderText}>
                  Content will be available soon.
                </p>
              )}
            </DialogBody>
            {/* Ways on, not the lesson's words. */}
            <DialogFooter {...notIndexed}>
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
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
