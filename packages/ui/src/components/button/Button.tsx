import { Slot } from "radix-ui";
import type { AnchorHTMLAttributes, ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { Link } from "../link/Link";
import { Spinner } from "../spinner/Spinner";
import { buttonVariants, type ButtonVariantProps } from "./buttonVariants";

export type ButtonProps = ComponentProps<"button"> &
  ButtonVariantProps & {
    /** Merge the button styles and behaviour into the single child element (Radix Slot). */
    asChild?: boolean;
    /** Render as a link (through the kit's `Link`) instead of a `<button>`. */
    href?: string;
    /** With `href`: render a plain `<a>` even for a relative href. */
    external?: boolean;
    /**
     * An action is under way: a spinner before the label, and the button is unavailable (and says
     * it is busy) until it ends, so it cannot be pressed twice.
     */
    loading?: boolean;
  };

/**
 * The kit's button. With `href` it renders as a link that looks like a button; `disabled` (or
 * `loading`) with an `href` renders a non-interactive `<span aria-disabled="true">`.
 */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  href,
  external,
  disabled,
  loading = false,
  type,
  ref,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  const busy = loading ? { "aria-busy": true } : {};
  const spinner = loading ? <Spinner /> : null;

  if (href !== undefined) {
    if (disabled || loading) {
      return (
        <span
          data-slot="button"
          aria-disabled="true"
          {...busy}
          className={classes}
          id={props.id}
          title={props.title}
          style={props.style}
        >
          {spinner}
          {children}
        </span>
      );
    }
    // Button-only attributes have no meaning on a link; everything else passes through.
    const {
      form: _form,
      formAction: _formAction,
      formEncType: _formEncType,
      formMethod: _formMethod,
      formNoValidate: _formNoValidate,
      formTarget: _formTarget,
      name: _name,
      value: _value,
      ...linkProps
    } = props;
    return (
      <Link
        href={href}
        external={external}
        data-slot="button"
        className={classes}
        {...(linkProps as AnchorHTMLAttributes<HTMLAnchorElement>)}
      >
        {children}
      </Link>
    );
  }

  if (asChild) {
    return (
      <Slot.Root
        data-slot="button"
        className={classes}
        ref={ref}
        {...(loading ? { ...busy, "aria-disabled": true } : {})}
        {...props}
      >
        {spinner}
        <Slot.Slottable>{children}</Slot.Slottable>
      </Slot.Root>
    );
  }

  return (
    <button
      data-slot="button"
      type={type ?? "button"}
      className={classes}
      disabled={disabled || loading}
      {...busy}
      ref={ref}
      {...props}
    >
      {spinner}
      {children}
    </button>
  );
}
