export interface ToastOptions {
  /** Secondary line under the title. */
  description?: string;
}

export interface QueuedToast {
  title: string;
  options: ToastOptions;
}

/** What the loaded toast library does with a toast; set once it has loaded. */
interface Delivery {
  show(toast: QueuedToast): void;
  dismiss(id?: string | number): void;
}

/**
 * Toasts wait here until the toast library has loaded: it is only fetched when a page first shows
 * a toast, so the many pages that never do don't carry it.
 */
let delivery: Delivery | undefined;
let requested = false;
const waiting: QueuedToast[] = [];
const listeners = new Set<() => void>();

export function enqueue(toast: QueuedToast): void {
  if (delivery) return delivery.show(toast);
  waiting.push(toast);
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
}

export function dismiss(id?: string | number): void {
  if (delivery) delivery.dismiss(id);
  else waiting.length = 0;
}

/** True once any toast has been asked for (the Toaster then loads the library). */
export const isRequested = (): boolean => requested;

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function connect(target: Delivery): () => void {
  delivery = target;
  waiting.splice(0).forEach((toast) => target.show(toast));
  return () => {
    if (delivery === target) delivery = undefined;
  };
}
