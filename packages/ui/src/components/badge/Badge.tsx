import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { badgeVariants, type BadgeVariantProps } from "./badgeVariants";

export type BadgeProps = ComponentProps<"span"> & BadgeVariantProps;

/** A short label that classifies what it sits on: a document's type, a process's number, a status. */
export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
