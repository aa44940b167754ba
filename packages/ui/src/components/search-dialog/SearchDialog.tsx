import { useRef } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../dialog/Dialog";
import { SearchPanel, type SearchPanelProps } from "./SearchPanel";

export type SearchDialogProps = Omit<SearchPanelProps, "layout" | "inputRef"> & {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The dialog's name for assistive technology ("Search the site"). */
  title: string;
  /** How to use it, read after the title ("Arrow keys move through the results…"). */
  description: string;
};

/**
 * The search panel in the kit's dialog: focus starts in the field, Escape closes, choosing a result
 * closes the dialog as its link is followed, and focus goes back to whatever had it before (the
 * dialog is opened by a button or a keyboard shortcut, so there is no single trigger).
 */
export function SearchDialog({ open, onOpenChange, title, description, onChoose, ...panel }: SearchDialogProps) {
  const field = useRef<HTMLInputElement>(null);
  const returnFocusTo = useRef<Element | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="search"
        closeLabel="Close search"
        onOpenAutoFocus={(event) => {
          returnFocusTo.current = document.activeElement;
          event.preventDefault();
          field.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          const previous = returnFocusTo.current;
          if (previous instanceof HTMLElement && previous.isConnected) {
            event.preventDefault();
            previous.focus({ preventScroll: true });
          }
        }}
      >
        <DialogTitle className="sr-only">{title}</DialogTitle>
        <DialogDescription className="sr-only">{description}</DialogDescription>
        <SearchPanel
          {...panel}
          inputRef={field}
          layout="dialog"
          onChoose={(result) => {
            onChoose?.(result);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
