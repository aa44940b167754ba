import { useEffect } from "react";
import { Toaster as SonnerToaster, toast as sonnerToast, type ToasterProps as SonnerToasterProps } from "sonner";
import { cn } from "../../lib/cn";
import { connect } from "./toast-queue";

export type ToasterProps = Pick<SonnerToasterProps, "position" | "offset" | "mobileOffset" | "className">;

const toastClassNames = {
  toast: cn(
    "group flex w-full items-start gap-3 rounded-lg border border-border bg-card p-4 pe-10 text-card-foreground",
    "shadow-lg shadow-primary/10 font-sans",
  ),
  title: "font-semibold text-primary leading-snug",
  description: "mt-1 text-sm text-muted-foreground",
  closeButton: cn(
    "absolute end-2 top-2 inline-flex size-7 cursor-pointer items-center justify-center rounded-md text-muted-foreground",
    "hover:bg-secondary hover:text-primary",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4",
  ),
};

/** The toast library's region, loaded on demand by `Toaster`; queued toasts show once it is mounted. */
export default function LoadedToaster({ position = "bottom-right", ...props }: ToasterProps) {
  useEffect(
    () =>
      connect({
        show: ({ title, options }) => sonnerToast(title, { description: options.description }),
        dismiss: (id) => sonnerToast.dismiss(id),
      }),
    [],
  );
  return (
    <SonnerToaster
      position={position}
      visibleToasts={1}
      duration={4000}
      closeButton
      customAriaLabel="Notifications"
      containerAriaLabel="Notifications"
      toastOptions={{ unstyled: true, closeButtonAriaLabel: "Close toast", classNames: toastClassNames }}
      {...props}
    />
  );
}
