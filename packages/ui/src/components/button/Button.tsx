import { Slot } from "radix-ui";
import type { AnchorHTMLAttributes, ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { Link } from "../link/Link";
import { buttonVariants, type ButtonVariantProps } from "./buttonVariants";

export type ButtonProps = ComponentProps<"button"> &
  ButtonVariantProps & {
    /** Merge the button styles and behaviour into the single child element (Radix Slot). */
    asChild?: boolean;
    /** Render as a link (through the kit's `Link`) instead of a `<button>`. */
    href?: string;
    /** With `href`: render a plain `<a>` even for a relative href. */
    external?: boolean;
  };

/**
 * The kit's button. With `href` it renders as a link that looks like a button; `disabled` with an
 * `href` renders a non-interactive `<span aria-disabled="true">`.
 */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  href,
  external,
  disabled,
  type,
  ref,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);

  if (href !== undefined) {
    if (disabled) {
      return (
        <span aria-disabled="true" className={classes} id={props.id} title={props.title} style={props.style}>
          {props.children}
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
        className={classes}
        {...(linkProps as AnchorHTMLAttributes<HTMLAnchorElement>)}
      />
    );
  }

  if (asChild) {
    return <Slot.Root className={classes} ref={ref} {...props} />;
  }

  return <button type={type ?? "button"} className={classes} disabled={disabled} ref={ref} {...props} />;
}
