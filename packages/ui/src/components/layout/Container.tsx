import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** The page's column: centred, at most 72rem wide, with side padding that grows with the screen. */
export function Container({ className, ...props }: ComponentProps<"div">) {
  return (
    <div data-slot="container" className={cn("mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8", className)} {...props} />
  );
}
