import { Button, Container } from "@site/ui";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { itemTitle, notIndexed } from "../search/indexing";

interface DetailHeaderProps {
  back: { href: string; label: string } | ReactNode;
  title: string;
  description?: ReactNode;
  /** Lines under the description (counts, estimates) and above them (a badge). */
  eyebrow?: ReactNode;
  children?: ReactNode;
}

/** The top of a page inside a collection: the way back, the h1, and what the item is. */
export function DetailHeader({ back, title, description, eyebrow, children }: DetailHeaderProps) {
  const backControl =
    back && typeof back === "object" && "href" in back ? (
      <Button href={back.href} variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </Button>
    ) : (
      back
    );
  return (
    <div className="border-b border-border bg-muted/60">
      <Container className="py-8 md:py-12">
        <div {...notIndexed}>{backControl}</div>
        {eyebrow ? (
          <div className="mt-6" {...notIndexed}>
            {eyebrow}
          </div>
        ) : null}
        <h1
          className="mt-4 max-w-4xl font-display text-3xl leading-tight font-semibold text-primary md:text-5xl"
          {...itemTitle}
        >
          {title}
        </h1>
        {description ? <div className="mt-4 max-w-3xl text-lg text-muted-foreground">{description}</div> : null}
        {/* Counts, estimates and actions: what the page is, not what it says. */}
        {children ? (
          <div className="mt-4" {...notIndexed}>
            {children}
          </div>
        ) : null}
      </Container>
    </div>
  );
}
