import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useRef, type ComponentProps, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { useIsScrollable } from "./useIsScrollable";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export type DialogProps = ComponentProps<typeof DialogPrimitive.Root>;
export type DialogTriggerProps = ComponentProps<typeof DialogPrimitive.Trigger>;
export type DialogCloseProps = ComponentProps<typeof DialogPrimitive.Close>;

export type DialogContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, "children"> & {
  children?: ReactNode;
  className?: string;
  /** Accessible name of the close (X) control. */
  closeLabel?: string;
  /** `md` for short messages, `lg` (the default) for reading, `fullscreen` for a video or picture on black. */
  size?: keyof typeof sizes;
};

const panel =
  "w-[calc(100%-2rem)] max-h-[90vh] rounded-lg border border-border bg-card text-card-foreground shadow-2xl shadow-primary/20 md:max-h-[85vh]";
const sizes = {
  md: `${panel} max-w-lg`,
  lg: `${panel} max-w-4xl`,
  fullscreen: "h-[100svh] w-screen bg-black/95 p-4 text-white sm:p-8",
};

/**
 * The dialog panel, rendered in a portal over a dimming overlay. Focus is trapped inside; Escape,
 * the overlay and the close control close it. Put long content in `DialogBody`, which scrolls while
 * the header and footer stay in place.
 */
export function DialogContent({
  children,
  className,
  closeLabel = "Close",
  size = "lg",
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-primary/60 backdrop-blur-[2px] motion-safe:animate-overlay-in" />
      <DialogPrimitive.Content
        data-size={size}
        className={cn(
          "group/dialog fixed top-1/2 left-1/2 z-50 flex -translate-x-1/2 -translate-y-1/2 flex-col",
          "focus:outline-none motion-safe:animate-dialog-in",
          sizes[size],
          className,
        )}
        {...props}
      >
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className={cn(
            // Inherits the panel's text color, so it stays visible on a restyled (e.g. dark) panel.
            "absolute top-3 end-3 z-10 inline-flex size-10 cursor-pointer items-center justify-center rounded-md text-current",
            "opacity-75 transition hover:bg-current/10 hover:opacity-100 focus-visible:opacity-100",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
          )}
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export type DialogHeaderProps = ComponentProps<"div">;

export function DialogHeader({ className, ...props }: DialogHeaderProps) {
  return (
    <div
      className={cn("flex shrink-0 flex-col gap-1.5 border-b border-border ps-5 pe-16 pt-5 pb-4 md:ps-8", className)}
      {...props}
    />
  );
}

export type DialogTitleProps = ComponentProps<typeof DialogPrimitive.Title>;

export function DialogTitle({ className, ...props }: DialogTitleProps) {
  return (
    <DialogPrimitive.Title
      className={cn(
        "font-display text-xl leading-snug font-semibold text-primary group-data-[size=fullscreen]/dialog:text-current md:text-2xl",
        className,
      )}
      {...props}
    />
  );
}

export type DialogDescriptionProps = ComponentProps<typeof DialogPrimitive.Description>;

export function DialogDescription({ className, ...props }: DialogDescriptionProps) {
  return <DialogPrimitive.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export type DialogBodyProps = Omit<ComponentProps<"div">, "ref">;

/** The scrolling region of a dialog. Becomes keyboard-focusable while its content overflows. */
export function DialogBody({ className, ...props }: DialogBodyProps) {
  const ref = useRef<HTMLDivElement>(null);
  const scrollable = useIsScrollable(ref);
  return (
    <div
      ref={ref}
      // Scrolling regions must be reachable by keyboard (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={scrollable ? 0 : undefined}
      className={cn(
        "min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5 md:px-8",
        "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
        className,
      )}
      {...props}
    />
  );
}

export type DialogFooterProps = ComponentProps<"div">;

export function DialogFooter({ className, ...props }: DialogFooterProps) {
  return (
    <div
      className={cn(
        "flex shrink-0 flex-col-reverse gap-2 border-t border-border px-5 py-4 sm:flex-row sm:justify-end md:px-8",
        className,
      )}
      {...props}
    />
  );
}
