import { LinkProvider, Toaster, type LinkComponentProps } from "@site/ui";
import type { ReactNode, SyntheticEvent } from "react";
import { Link } from "react-router";
import { useIslandLinks } from "../islands/use-island-links";
import { preloadPageCode } from "../navigation/load-route-modules";
import { SiteLayout } from "./site-layout";

/**
 * The kit's links go through the router, so navigation stays client-side. They load the next page's
 * code on intent themselves: React Router's own prefetch reloads the current page when a chunk fails.
 */
function RouterLink({ href, onMouseEnter, onFocus, onTouchStart, ...props }: LinkComponentProps) {
  const preload = <E extends SyntheticEvent<HTMLAnchorElement>>(handler?: (event: E) => void) => {
    return (event: E) => {
      handler?.(event);
      preloadPageCode(new URL(event.currentTarget.href).pathname);
    };
  };
  return (
    <Link
      to={href}
      onMouseEnter={preload(onMouseEnter)}
      onFocus={preload(onFocus)}
      onTouchStart={preload(onTouchStart)}
      {...props}
    />
  );
}

/** Everything around a screen: router-aware links, header, footer, toasts. */
export function AppShell({ children }: { children: ReactNode }) {
  useIslandLinks();
  return (
    <LinkProvider component={RouterLink}>
      <SiteLayout>{children}</SiteLayout>
      <Toaster />
    </LinkProvider>
  );
}
