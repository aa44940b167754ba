import { dismiss, enqueue, type ToastOptions } from "./toast-queue";

export type { ToastOptions };

/** Shows a notification in the `<Toaster />` (loading the toast library the first time). */
export function toast(title: string, options: ToastOptions = {}): void {
  enqueue({ title, options });
}

/** Dismisses one toast by id, or all of them. */
toast.dismiss = dismiss;
