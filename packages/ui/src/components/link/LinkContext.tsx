import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from "react";

/** Props every link component plugged into the kit receives. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

export type LinkComponent = ComponentType<LinkComponentProps>;

function PlainAnchor(props: LinkComponentProps) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- children arrive through props
  return <a {...props} />;
}

const LinkComponentContext = createContext<LinkComponent>(PlainAnchor);

export interface LinkProviderProps {
  /** The component used for internal links, e.g. an adapter around the router's `<Link>`. */
  component: LinkComponent;
  children?: ReactNode;
}

/** Lets the app plug its router into every internal link the kit renders. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

/** The link component for internal links: the one given to `LinkProvider`, else a plain `<a>`. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkComponentContext);
}
