import { cva, type VariantProps } from "class-variance-authority";

const styles = cva(
  [
    "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md font-medium",
    "transition-colors duration-150 select-none",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
    "disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50",
    "[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  ],
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/70",
        outline: "border border-primary/25 bg-card text-primary shadow-xs hover:border-primary/50 hover:bg-secondary",
        ghost: "text-primary hover:bg-secondary",
        link: "text-primary underline underline-offset-4 decoration-1 hover:decoration-2",
        destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90",
        accent: "bg-accent text-accent-foreground shadow-sm hover:bg-accent/85",
      },
      // Minimum heights, not fixed ones: a long label wraps on a narrow phone instead of overflowing.
      size: {
        sm: "min-h-9 px-3 py-1.5 text-center text-sm",
        default: "min-h-11 px-5 py-2 text-center text-base",
        lg: "min-h-12 px-7 py-2.5 text-center text-lg",
        icon: "size-11 p-0",
        /** Flows with the surrounding text: the size a link-styled button gets unless told otherwise. */
        inline: "p-0 text-start",
      },
    },
  },
);

export type ButtonVariantProps = VariantProps<typeof styles>;

/** The button classes; a link-styled button sits inline in text unless a size is asked for. */
export function buttonVariants({ variant, size }: ButtonVariantProps = {}): string {
  return styles({ variant: variant ?? "default", size: size ?? (variant === "link" ? "inline" : "default") });
}
