import { ChevronDown } from "lucide-react";
import { Accordion as AccordionPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { FadeIn } from "../fade-in/FadeIn";

export type AccordionProps =
  | (Omit<AccordionPrimitive.AccordionSingleProps, "type"> & { type?: "single" })
  | AccordionPrimitive.AccordionMultipleProps;

/** A stack of disclosures. Defaults to one item open at a time, and all can be closed. */
export function Accordion({ className, ...props }: AccordionProps) {
  const classes = cn("divide-y divide-border rounded-lg border border-border bg-card shadow-sm", className);
  if (props.type === "multiple") {
    return <AccordionPrimitive.Root {...props} className={classes} />;
  }
  return <AccordionPrimitive.Root collapsible {...props} type="single" className={classes} />;
}

export type AccordionItemProps = ComponentProps<typeof AccordionPrimitive.Item> & {
  /** Wrap the item in `FadeIn` with this delay (for staggered entrances). */
  fadeDelayMs?: number;
};

export function AccordionItem({ className, fadeDelayMs, ...props }: AccordionItemProps) {
  const item = <AccordionPrimitive.Item className={cn("group/item", className)} {...props} />;
  return fadeDelayMs === undefined ? item : <FadeIn delayMs={fadeDelayMs}>{item}</FadeIn>;
}

export type AccordionTriggerProps = ComponentProps<typeof AccordionPrimitive.Trigger> & {
  /** Level of the heading that wraps the trigger, to fit the page outline (default 3). */
  headingLevel?: 2 | 3 | 4;
};

export function AccordionTrigger({ className, children, headingLevel = 3, ...props }: AccordionTriggerProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Header asChild className="flex">
      <Heading>
        <AccordionPrimitive.Trigger
          className={cn(
            "group flex flex-1 cursor-pointer items-center justify-between gap-4 px-5 py-4 text-start font-display text-lg font-semibold text-primary",
            "transition-colors hover:bg-muted/60 disabled:pointer-events-none disabled:opacity-50",
            "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring md:px-6",
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-accent-strong transition-transform duration-200 group-data-[state=open]:rotate-180"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export type AccordionContentProps = ComponentProps<typeof AccordionPrimitive.Content>;

/**
 * The answer is always in the page, and a closed one is hidden by CSS: the prerendered HTML carries
 * every answer, and a reader without JavaScript, who could not open them, sees them all (styles).
 */
export function AccordionContent({ className, children, ...props }: AccordionContentProps) {
  return (
    <AccordionPrimitive.Content
      forceMount
      data-accordion-content=""
      className={cn(
        "overflow-hidden text-foreground data-[state=closed]:hidden",
        "motion-safe:data-[state=open]:animate-accordion-down",
      )}
      {...props}
    >
      <div className={cn("px-5 pb-5 leading-relaxed md:px-6", className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
