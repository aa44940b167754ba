import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from "react";

/** Props every link component plugged into the kit receives. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

function PlainAnchor(props: LinkComponentProps) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- children arrive through props
  return <a {...props} />;
}

/** The link component for internal links: the one given to `LinkProvider`, else a plain `<a>`. */
const LinkComponentContext = createContext<ComponentType<LinkComponentProps>>(PlainAnchor);

/** Lets the app plug its router into every internal link the kit renders. */
export function LinkProvider({
  component,
  children,
}: {
  /** The component used for internal links, e.g. an adapter around the router's `<Link>`. */
  component: ComponentType<LinkComponentProps>;
  children?: ReactNode;
}) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

export type LinkProps = LinkComponentProps & {
  /** Render a plain `<a>` even for a relative href (e.g. a file the router must not handle). */
  external?: boolean;
};

const WEB_URL = /^https?:/i;
const NON_ROUTE_URL = /^(https?:|mailto:|tel:)/i;

/** True when the href is handled by the browser rather than the app's router. */
export function isExternalHref(href: string): boolean {
  return NON_ROUTE_URL.test(href) || href.startsWith("#");
}

/**
 * A link that routes internal hrefs through the app's link component (see `LinkProvider`) and
 * renders web, mail, phone and in-page links as plain anchors. Web links open in a new tab (unless
 * given another `target`) and say so to assistive technology.
 */
export function Link({ href, external = false, children, target, rel, ...rest }: LinkProps) {
  const RouterLink = useContext(LinkComponentContext);

  if (!external && !isExternalHref(href)) {
    return (
      // The component comes from context (set once by the app), it is not created during render.
      // eslint-disable-next-line react-hooks/static-components
      <RouterLink data-slot="link" href={href} target={target} rel={rel} {...rest}>
        {children}
      </RouterLink>
    );
  }

  const newTab = target === "_blank" || (target === undefined && WEB_URL.test(href));
  return (
    <a
      data-slot="link"
      href={href}
      target={newTab ? "_blank" : target}
      rel={newTab ? (rel ?? "noopener noreferrer") : rel}
      {...rest}
    >
      {children}
      {newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  );
}
