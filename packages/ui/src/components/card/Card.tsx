import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export type CardProps = ComponentProps<"div">;

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

export function CardHeader({ className, ...props }: CardHeaderProps) {
  return <div className={cn("flex flex-col gap-2 p-6 pb-0 last:pb-6", className)} {...props} />;
}

export type CardTitleProps = ComponentProps<"h3"> & {
  /** Heading level that fits the page outline. */
  as?: "h2" | "h3" | "h4";
};

export function CardTitle({ as: Heading = "h3", className, ...props }: CardTitleProps) {
  return (
    <Heading
      className={cn("font-display text-xl leading-snug font-semibold text-primary md:text-2xl", className)}
      {...props}
    />
  );
}

export type CardDescriptionProps = ComponentProps<"p">;

export function CardDescription({ className, ...props }: CardDescriptionProps) {
  return <p className={cn("text-sm leading-relaxed text-muted-foreground", className)} {...props} />;
}

export type CardContentProps = ComponentProps<"div">;

export function CardContent({ className, ...props }: CardContentProps) {
  return <div className={cn("flex-1 p-6", className)} {...props} />;
}

export type CardFooterProps = ComponentProps<"div">;

export function CardFooter({ className, ...props }: CardFooterProps) {
  return <div className={cn("flex flex-wrap items-center gap-3 p-6 pt-0", className)} {...props} />;
}
