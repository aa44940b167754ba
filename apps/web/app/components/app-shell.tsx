import { LinkProvider, Toaster, useHydrationMark, type LinkComponentProps } from "@site/ui";
import type { ReactNode, SyntheticEvent } from "react";
import { Link } from "react-router";
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

/**
 * Everything around a screen: router-aware links, header (in its home look on the home screen), footer,
 * toasts. Once it has hydrated, the page's controls are React's: it marks the document so (until then
 * they work as without JavaScript).
 */
export function AppShell({ home = false, children }: { home?: boolean; children: ReactNode }) {
  useHydrationMark();
  return (
    <LinkProvider component={RouterLink}>
      <SiteLayout home={home}>{children}</SiteLayout>
      <Toaster />
    </LinkProvider>
  );
}
