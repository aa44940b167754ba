import { LoaderCircle } from "lucide-react";
import { cn } from "../../lib/cn";

const sizes = { md: "size-6", lg: "size-8" };

export interface SpinnerProps {
  className?: string;
  /** `md` sits beside a line of text; `lg` stands alone in an empty frame. */
  size?: keyof typeof sizes;
}

/** A decorative spinning indicator; pair it with visible or screen-reader text. */
export function Spinner({ className, size = "md" }: SpinnerProps) {
  return (
    <LoaderCircle
      data-slot="spinner"
      aria-hidden="true"
      className={cn(sizes[size], "motion-safe:animate-spin", className)}
    />
  );
}
