import { useEffect, useRef } from "react";
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
 * dialog is opened by a button or a keyboard shortcut, so there is no single trigger: the kit's
 * dialog returns focus to the element that had it when it opened).
 */
export function SearchDialog({ open, onOpenChange, title, description, onChoose, ...panel }: SearchDialogProps) {
  const field = useRef<HTMLInputElement>(null);
  const openedBefore = useRef(false);
  // After the dialog's own effect has opened it (a parent's effects run after its children's), so
  // the field, not the close button the browser focuses first, has focus. Opened again, the last
  // query is selected, so typing replaces it; what was typed while it first loaded is kept.
  useEffect(() => {
    if (!open) return;
    field.current?.focus();
    if (openedBefore.current) field.current?.select();
    openedBefore.current = true;
  }, [open]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="search" closeLabel="Close search">
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
