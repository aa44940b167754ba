import { LoaderCircle } from "lucide-react";
import { cn } from "../../lib/cn";

export interface SpinnerProps {
  className?: string;
}

/** A decorative spinning indicator; pair it with visible or screen-reader text. */
export function Spinner({ className }: SpinnerProps) {
  return <LoaderCircle aria-hidden="true" className={cn("size-6 motion-safe:animate-spin", className)} />;
}
