import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/**
 * A bordered panel with one vertical rhythm: the card's padding and the space between its parts are
 * the same step (`--spacing-card`), whichever parts it has, so text never touches the border or a
 * button. Its parts only pad their sides. In a grid row, cards stretch to the tallest (`h-full`) and
 * the footer's actions line up along the bottom.
 */
export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="card"
      className={cn(
        "flex flex-col gap-card rounded-lg border border-border bg-card py-card text-card-foreground shadow-sm shadow-primary/5",
        className,
      )}
      {...props}
    />
  );
}

/** The card's top: an optional badge, the title and the description. */
export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="card-header" className={cn("flex flex-col gap-2 px-card", className)} {...props} />;
}

export type CardTitleProps = ComponentProps<"h3"> & {
  /** Heading level that fits the page outline. */
  as?: "h2" | "h3" | "h4";
};

/** The card's heading, `h3` unless `as` says otherwise. */
export function CardTitle({ as: Heading = "h3", className, ...props }: CardTitleProps) {
  return (
    <Heading
      data-slot="card-title"
      className={cn("font-display text-xl leading-snug font-semibold text-primary md:text-2xl", className)}
      {...props}
    />
  );
}

/** A sentence or two under the title, in muted text. */
export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return (
    <p
      data-slot="card-description"
      className={cn("text-sm leading-relaxed text-muted-foreground", className)}
      {...props}
    />
  );
}

/** The card's body, under its header; the footer below keeps to the bottom edge. */
export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("px-card", className)} {...props} />;
}

/** The card's actions, kept at its bottom edge however much text is above them. */
export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="card-footer"
      className={cn("mt-auto flex flex-wrap items-center gap-3 px-card", className)}
      {...props}
    />
  );
}
