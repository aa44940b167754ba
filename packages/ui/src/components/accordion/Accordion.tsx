import { ChevronDown } from "lucide-react";
import { createContext, useContext, useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "../../lib/cn";

/** The name shared by the items of a one-at-a-time accordion: the browser closes the others. */
const GroupName = createContext<string | undefined>(undefined);

export interface AccordionProps {
  /** `single` (the default): opening an item closes the open one; any can be closed. `multiple`: independent. */
  type?: "single" | "multiple";
  className?: string;
  children: ReactNode;
}

/**
 * A stack of disclosures on the browser's own `<details>`: they open and close without JavaScript,
 * a link to an answer's id opens it, and find-in-page finds closed answers.
 */
export function Accordion({ type = "single", className, children }: AccordionProps) {
  const name = useId();
  return (
    <div
      data-slot="accordion"
      className={cn("divide-y divide-border rounded-lg border border-border bg-card shadow-sm", className)}
    >
      <GroupName.Provider value={type === "single" ? name : undefined}>{children}</GroupName.Provider>
    </div>
  );
}

export type AccordionItemProps = Omit<ComponentProps<"details">, "name"> & {
  /** Fade the item in after this delay (for staggered entrances), as the kit's `FadeIn` does. */
  fadeDelayMs?: number;
  /** Open when the page loads. */
  defaultOpen?: boolean;
};

export function AccordionItem({ className, fadeDelayMs, defaultOpen, style, ...props }: AccordionItemProps) {
  const name = useContext(GroupName);
  return (
    <details
      data-slot="accordion-item"
      name={name}
      open={defaultOpen}
      className={cn("group/item", fadeDelayMs !== undefined && "animate-fade-in", className)}
      style={fadeDelayMs !== undefined ? { animationDelay: `${fadeDelayMs}ms`, ...style } : style}
      {...props}
    />
  );
}

export type AccordionTriggerProps = ComponentProps<"summary"> & {
  /** Level of the heading inside the trigger, to fit the page outline (default 3). */
  headingLevel?: 2 | 3 | 4;
};

export function AccordionTrigger({ className, children, headingLevel = 3, ...props }: AccordionTriggerProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <summary
      data-slot="accordion-trigger"
      className={cn(
        "flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-start md:px-6",
        "transition-colors hover:bg-muted/60 [&::-webkit-details-marker]:hidden",
        "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
        className,
      )}
      {...props}
    >
      <Heading className="font-display text-lg font-semibold text-primary">{children}</Heading>
      <ChevronDown
        aria-hidden="true"
        className="size-5 shrink-0 text-accent-strong transition-transform duration-200 group-open/item:rotate-180"
      />
    </summary>
  );
}

/** The answer: in the page whether open or not, so it is prerendered, linkable and found by search. */
export function AccordionContent({ className, children, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="accordion-content"
      className="scroll-mt-32 text-foreground motion-safe:group-open/item:animate-accordion-down"
      {...props}
    >
      <div className={cn("px-5 pb-5 leading-relaxed md:px-6", className)}>{children}</div>
    </div>
  );
}
