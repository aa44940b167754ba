import { toast as sonnerToast } from "sonner";

export interface ToastOptions {
  /** Secondary line under the title. */
  description?: string;
}

/** Shows a notification in the `<Toaster />`. Returns the toast's id. */
export function toast(title: string, options: ToastOptions = {}): string | number {
  return sonnerToast(title, { description: options.description });
}

/** Dismisses one toast by id, or all of them. */
toast.dismiss = (id?: string | number): void => {
  sonnerToast.dismiss(id);
};
