import { LinkProvider, Toaster, type LinkComponentProps } from "@site/ui";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SiteLayout } from "./site-layout";

/** The kit's links go through the router, so navigation stays client-side and prefetches on intent. */
function RouterLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} prefetch="intent" {...props} />;
}

/** Everything around a screen: router-aware links, header, footer, toasts. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <LinkProvider component={RouterLink}>
      <SiteLayout>{children}</SiteLayout>
      <Toaster />
    </LinkProvider>
  );
}
