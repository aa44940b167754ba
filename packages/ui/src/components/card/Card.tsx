import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export type CardProps = ComponentProps<"div">;

/** A white panel grouping one thing's summary and its action, built from the parts below. */
export function Card({ className, ...props }: CardProps) {
  return (
    <div
      className={cn(
        "flex flex-col rounded-lg border border-border bg-card text-card-foreground shadow-sm shadow-primary/5",
        className,
      )}
      {...props}
    />
  );
}

export type CardHeaderProps = ComponentProps<"div">;

/** The card's top: an optional badge, the title and the description. */
export function CardHeader({ className, ...props }: CardHeaderProps) {
  return <div className={cn("flex flex-col gap-2 p-6 pb-0 last:pb-6", className)} {...props} />;
}

export type CardTitleProps = ComponentProps<"h3"> & {
  /** Heading level that fits the page outline. */
  as?: "h2" | "h3" | "h4";
};

/** The card's heading, `h3` unless `as` says otherwise. */
export function CardTitle({ as: Heading = "h3", className, ...props }: CardTitleProps) {
  return (
    <Heading
      className={cn("font-display text-xl leading-snug font-semibold text-primary md:text-2xl", className)}
      {...props}
    />
  );
}

export type CardDescriptionProps = ComponentProps<"p">;

/** A sentence or two under the title, in muted text. */
export function CardDescription({ className, ...props }: CardDescriptionProps) {
  return <p className={cn("text-sm leading-relaxed text-muted-foreground", className)} {...props} />;
}

export type CardContentProps = ComponentProps<"div">;

/** The card's body; it takes the free height, so the footers of cards in a row line up. */
export function CardContent({ className, ...props }: CardContentProps) {
  return <div className={cn("flex-1 p-6", className)} {...props} />;
}

export type CardFooterProps = ComponentProps<"div">;

/** The card's actions, at the bottom. */
export function CardFooter({ className, ...props }: CardFooterProps) {
  return <div className={cn("flex flex-wrap items-center gap-3 p-6 pt-0", className)} {...props} />;
}
