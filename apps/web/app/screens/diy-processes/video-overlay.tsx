import type { Step } from "@site/content";
import { DialogContent, DialogDescription, DialogTitle, VideoEmbed } from "@site/ui";

type VideoStep = Extract<Step, { kind: "video" }>;

/** The full-screen player a video step opens; the close control returns to the page. */
export function VideoOverlay({ step }: { step: VideoStep }) {
  return (
    <DialogContent closeLabel="Close video" size="fullscreen">
      <DialogTitle>{step.title}</DialogTitle>
      <DialogDescription className="sr-only">Video player for {step.title}</DialogDescription>
      <div className="mx-auto my-auto w-full max-w-5xl overflow-hidden rounded-lg">
        <VideoEmbed
          title={step.video?.title ?? step.title}
          {...(step.video ? { src: step.video.src, aspect: step.video.aspect } : { placeholder: "Coming Soon" })}
        />
      </div>
    </DialogContent>
  );
}
