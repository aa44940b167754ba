import type { ReactNode } from "react";
import { Container } from "../layout/Container";

export interface PageHeaderProps {
  /** The page's title: its one h1. */
  title: string;
  /** Lead text under the title. */
  description?: ReactNode;
  /** Small label above the title. */
  eyebrow?: string;
  /** Extra content (e.g. actions or a search field) under the lead text. */
  children?: ReactNode;
}

/** The top of a page: the page's `h1` with an optional eyebrow and lead text. */
export function PageHeader({ title, description, eyebrow, children }: PageHeaderProps) {
  return (
    <div data-slot="page-header" className="border-b border-border bg-muted/60">
      <Container className="py-10 md:py-16">
        {eyebrow ? (
          <p className="mb-3 text-sm font-semibold tracking-[0.14em] text-accent-strong uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="max-w-4xl font-display text-3xl leading-tight font-semibold text-primary md:text-5xl">
          {title}
        </h1>
        <span aria-hidden="true" className="mt-5 block h-1 w-16 rounded-full bg-accent" />
        {description ? (
          <div className="mt-5 max-w-3xl text-lg leading-relaxed text-muted-foreground md:text-xl">{description}</div>
        ) : null}
        {children ? <div className="mt-6">{children}</div> : null}
      </Container>
    </div>
  );
}
