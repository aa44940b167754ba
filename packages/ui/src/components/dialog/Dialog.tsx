import { X } from "lucide-react";
import { Slot } from "radix-ui";
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
} from "react";
import { cn } from "../../lib/cn";
import { useIsScrollable } from "./useIsScrollable";
import { wrapTab } from "./wrap-tab";

interface DialogState {
  open: boolean;
  setOpen(open: boolean): void;
  titleId: string;
  descriptionId: string;
  contentId: string;
}

const DialogContext = createContext<DialogState | null>(null);

function useDialog(part: string): DialogState {
  const state = useContext(DialogContext);
  if (!state) throw new Error(`<${part}> must be inside a <Dialog>`);
  return state;
}

export interface DialogProps {
  /** Controlled: whether the dialog is open (with `onOpenChange`). */
  open?: boolean;
  /** Uncontrolled: open when first shown. */
  defaultOpen?: boolean;
  /** Called when the visitor opens or closes it (trigger, close control, Escape, a click beside it). */
  onOpenChange?(open: boolean): void;
  children?: ReactNode;
}

/**
 * A modal dialog on the browser's own `<dialog>`: the rest of the page is inert while it is open,
 * Escape closes it and focus returns where it was. Its content is always in the page (hidden until
 * opened), so it is prerendered, and with `inlineWithoutScript` it reads as part of the page when
 * JavaScript is off.
 */
export function Dialog({ open: controlled, defaultOpen = false, onOpenChange, children }: DialogProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = controlled ?? uncontrolled;
  const id = useId();
  const state: DialogState = {
    open,
    setOpen: (next) => {
      if (controlled === undefined) setUncontrolled(next);
      onOpenChange?.(next);
    },
    titleId: `${id}-title`,
    descriptionId: `${id}-description`,
    contentId: `${id}-content`,
  };
  return <DialogContext.Provider value={state}>{children}</DialogContext.Provider>;
}

type DialogButtonProps = ComponentProps<"button"> & { asChild?: boolean };

/** Opens the dialog; `asChild` lends its behaviour to the one element inside (a kit Button). */
export function DialogTrigger(props: DialogButtonProps) {
  const { open, contentId } = useDialog("DialogTrigger");
  return <DialogButton opens aria-haspopup="dialog" aria-expanded={open} aria-controls={contentId} {...props} />;
}

export function DialogClose(props: DialogButtonProps) {
  return <DialogButton opens={false} {...props} />;
}

/** Opens or closes the dialog when pressed, unless its own `onClick` prevents that. */
function DialogButton({ opens, asChild, onClick, ...props }: DialogButtonProps & { opens: boolean }) {
  const { setOpen } = useDialog(opens ? "DialogTrigger" : "DialogClose");
  const Element = asChild ? Slot.Root : "button";
  return (
    <Element
      data-slot={opens ? "dialog-trigger" : "dialog-close"}
      type={asChild ? undefined : "button"}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(opens);
      }}
      {...props}
    />
  );
}

export type DialogContentProps = Omit<ComponentProps<"dialog">, "open"> & {
  /** Accessible name of the close (X) control. */
  closeLabel?: string;
  /**
   * `md` for short messages, `lg` (the default) for reading, `search` for a search whose results come
   * and go (a fixed height, so the panel does not jump as they change), `fullscreen` for a video or
   * picture on black.
   */
  size?: keyof typeof sizes;
  /** Without JavaScript, show the content in place as part of the page (a lesson stays readable). */
  inlineWithoutScript?: boolean;
  /**
   * While closed, show the content in place as part of the page, as `inlineWithoutScript` shows the
   * one the address names before the scripts run: what a visitor was reading then stays where it is.
   */
  inPlace?: boolean;
  /** Where focus goes when it closes; by default the element that had focus before it opened. */
  returnFocus?: () => HTMLElement | null | undefined;
};

const panel =
  "w-[calc(100%-2rem)] max-h-[90vh] p-0 rounded-lg border border-border bg-card text-card-foreground shadow-2xl shadow-primary/20 md:max-h-[85vh]";
const sizes = {
  md: `${panel} max-w-lg`,
  lg: `${panel} max-w-4xl`,
  search: `${panel} h-[36rem] max-w-2xl`,
  fullscreen: "h-[100svh] max-h-none w-screen max-w-none bg-black/95 p-4 text-white sm:p-8",
};

/**
 * The dialog panel. Put long content in `DialogBody`, which scrolls while the header and footer
 * stay in place.
 */
export function DialogContent({
  children,
  className,
  closeLabel = "Close",
  size = "lg",
  inlineWithoutScript = false,
  inPlace = false,
  returnFocus,
  onKeyDown,
  ...props
}: DialogContentProps) {
  const { open, setOpen, titleId, descriptionId, contentId } = useDialog("DialogContent");
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  // False in the prerendered HTML and while it hydrates, true from the frame after: a state set in a
  // layout effect is rendered before the browser paints again. (The page's hydration mark may come a
  // frame earlier, when the page's content hydrates after the shell around it.)
  const [live, setLive] = useState(false);
  // The point is the second render, before the browser paints, not a value derived from props.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useLayoutEffect(() => setLive(true), []);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    if (!dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    }
    // Closed when `open` turns false, and when the dialog leaves the page open.
    return () => {
      if (dialog.open) dialog.close();
    };
  }, [open]);

  return (
    // A click on the backdrop is the pointer's Escape, which the dialog already handles (onCancel).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      id={contentId}
      data-slot="dialog-content"
      data-size={size}
      data-inline-without-script={inlineWithoutScript ? "" : undefined}
      // Both in the first frame after hydration: the in-place copy never leaves the page for a frame.
      data-live={live ? "" : undefined}
      data-in-place={inPlace && live ? "" : undefined}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented) return;
        // Escape handled here rather than left to the browser's cancel: the same close for a key
        // pressed by a person and one sent by a test, and a control inside can keep Escape for itself.
        if (event.key === "Escape") {
          event.preventDefault();
          setOpen(false);
        } else wrapTab(event);
      }}
      onCancel={(event) => {
        // Escape: the dialog's state says whether it is open, so the change goes through it.
        event.preventDefault();
        setOpen(false);
      }}
      onClose={(event) => {
        // The close event comes after the closing, as a task: opened again meanwhile (Back, then Forward;
        // Escape, then the trigger at once), the dialog is open, and this close is over.
        if (event.currentTarget.open) return;
        if (open) setOpen(false);
        // Browsers return focus to the opener; where that is gone (another dialog that closed), it goes here.
        const target = returnFocus?.() ?? opener.current;
        const lost = document.activeElement === document.body || ref.current?.contains(document.activeElement);
        if (target instanceof HTMLElement && (returnFocus || lost)) target.focus();
        // Nowhere to return to (the page's body had focus): focus must not stay on a closed dialog's control.
        const stale = document.activeElement;
        if (stale instanceof HTMLElement && ref.current?.contains(stale)) stale.blur();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself, outside its panel.
        if (event.target !== event.currentTarget || size === "fullscreen") return;
        const box = event.currentTarget.getBoundingClientRect();
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom;
        if (!inside) setOpen(false);
      }}
      className={cn(
        "group/dialog m-auto flex-col open:flex",
        "backdrop:bg-primary/60 backdrop:backdrop-blur-[2px] focus:outline-none motion-safe:open:animate-dialog-in",
        sizes[size],
        className,
      )}
      {...props}
    >
      <DialogClose
        aria-label={closeLabel}
        className={cn(
          // Inherits the panel's text color, so it stays visible on a restyled (e.g. dark) panel.
          "absolute top-2 end-2 z-10 inline-flex size-10 cursor-pointer items-center justify-center rounded-md text-current sm:top-3 sm:end-3",
          "opacity-75 transition hover:bg-current/10 hover:opacity-100 focus-visible:opacity-100",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        )}
      >
        <X aria-hidden="true" className="size-5" />
      </DialogClose>
      {children}
    </dialog>
  );
}

/** Title and description over the body. Compact on phones, where every line it takes is a line less to read. */
export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-header"
      className={cn(
        // Room at the end for the close button, which only an open dialog has (not one shown in place without JavaScript).
        "flex shrink-0 flex-col gap-0.5 border-b border-border px-4 py-3 group-open/dialog:pe-14 sm:gap-1.5 sm:px-6 sm:pt-5 sm:pb-4 sm:group-open/dialog:pe-16 md:ps-8",
        className,
      )}
      {...props}
    />
  );
}

export function DialogTitle({ className, children, ...props }: ComponentProps<"h2">) {
  const { titleId } = useDialog("DialogTitle");
  return (
    <h2
      id={titleId}
      data-slot="dialog-title"
      className={cn(
        "font-display text-lg leading-snug font-semibold text-primary group-data-[size=fullscreen]/dialog:text-current sm:text-xl md:text-2xl",
        className,
      )}
      {...props}
    >
      {children}
    </h2>
  );
}

/**
 * On phones one line, cut with an ellipsis, while the dialog is open over the page: its room goes to
 * the body. Shown in place without JavaScript (`inlineWithoutScript`), it is whole.
 */
export function DialogDescription({ className, ...props }: ComponentProps<"p">) {
  const { descriptionId } = useDialog("DialogDescription");
  return (
    <p
      id={descriptionId}
      data-slot="dialog-description"
      className={cn("text-sm text-muted-foreground max-sm:group-open/dialog:truncate", className)}
      {...props}
    />
  );
}

/** The scrolling region of a dialog. Becomes keyboard-focusable while its content overflows. */
export function DialogBody({ className, ...props }: Omit<ComponentProps<"div">, "ref">) {
  const ref = useRef<HTMLDivElement>(null);
  const scrollable = useIsScrollable(ref);
  return (
    <div
      ref={ref}
      data-slot="dialog-body"
      // Scrolling regions must be reachable by keyboard (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={scrollable ? 0 : undefined}
      className={cn(
        "min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4 sm:px-6 sm:py-5 md:px-8",
        "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
        className,
      )}
      {...props}
    />
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn(
        // On a phone the actions share its width, on one row while their labels fit on one line, else a row each; on wider screens they keep their size, at the end.
        "flex shrink-0 flex-wrap gap-2 border-t border-border px-4 py-3 sm:justify-end sm:px-6 sm:py-4 md:px-8 [&>*]:grow sm:[&>*]:grow-0",
        className,
      )}
      {...props}
    />
  );
}
