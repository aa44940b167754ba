import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { Container } from "./Container";

export type SectionProps = ComponentProps<"section"> & {
  /**
   * Make the section a full-width band of the page: vertical padding, this background and a
   * centered `Container` inside. Without it the section is a plain block (e.g. inside a page that
   * already has a `Container`).
   */
  tone?: "default" | "muted" | "primary";
  /** Classes for the inner `Container` (bands only). */
  containerClassName?: string;
};

const tones = {
  default: "",
  muted: "bg-muted",
  primary: "bg-primary text-primary-foreground",
} as const;

/** A titled region of a page; with `tone`, a full-width band with generous spacing. */
export function Section({ className, containerClassName, tone, children, ...props }: SectionProps) {
  return (
    <section
      data-slot="section"
      className={cn("scroll-mt-24", tone && ["py-12 md:py-20", tones[tone]], className)}
      {...props}
    >
      {tone === undefined ? children : <Container className={containerClassName}>{children}</Container>}
    </section>
  );
}
