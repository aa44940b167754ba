import { ArrowLeft, Scale } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../button/Button";

export interface NotFoundPanelProps {
  /** The page's heading (its h1): what is missing, e.g. "Term Not Found". */
  title: string;
  /** One sentence saying what could not be found. */
  message: string;
  /** Where the way back leads. */
  backHref: string;
  /** The way back's label, naming where it leads: "Back to Dictionary". */
  backLabel: string;
  /** Extra content between the message and the back link (e.g. a search field or suggestions). */
  children?: ReactNode;
}

/** The centered "page not found" panel with a way back. */
export function NotFoundPanel({ title, message, backHref, backLabel, children }: NotFoundPanelProps) {
  return (
    <div
      data-slot="not-found-panel"
      className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center md:py-24"
    >
      <span className="mb-6 flex size-16 items-center justify-center rounded-full bg-primary text-accent shadow-md">
        <Scale aria-hidden="true" className="size-8" />
      </span>
      <h1 className="font-display text-3xl font-semibold text-primary md:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{message}</p>
      {children ? <div className="mt-6 w-full">{children}</div> : null}
      <Button href={backHref} className="mt-8">
        <ArrowLeft aria-hidden="true" />
        {backLabel}
      </Button>
    </div>
  );
}
