import { SiteFooter, SiteHeader, SkipLink } from "@site/ui";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { site } from "virtual:content/site";
import { VoiceAssistant } from "../integrations/voice-assistant";

/** Header, main landmark and footer shared by every page, all from content/site.yaml. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <SkipLink />
      <SiteHeader
        logo={{ src: site.logo.src, alt: site.logo.alt, href: "/" }}
        siteName={site.name}
        links={site.nav}
        cta={site.cta}
        variant={pathname === "/" ? "home" : "default"}
        currentPath={pathname}
      />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter
        siteName={site.name}
        disclaimer={site.footer.disclaimer}
        year={site.footer.year}
        links={site.footer.links}
      />
      <VoiceAssistant />
    </>
  );
}
