import { Menu, X } from "lucide-react";
import { useId, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Button } from "../button/Button";
import { Container } from "../layout/Container";
import { Link } from "../link/Link";
import { useMobileMenu } from "./useMobileMenu";

export interface SiteHeaderProps {
  /** The logo is decorative: it shares its link with the site name, which names the link. */
  logo: { src: string; href: string };
  /** Beside the logo; it names the link home. */
  siteName: string;
  /** The main navigation, in order. */
  links: { label: string; href: string }[];
  /** The call to action at the end of the bar. */
  cta: { label: string; href: string };
  /**
   * `home`: from `md` up the header lies over the page's dark full-screen hero (transparent, light
   * text). Below `md` it looks like the default header.
   */
  variant?: "default" | "home";
  /**
   * Path of the current page: the link to it gets `aria-current="page"`, and the link of the section
   * it is in (`/services` on `/services/private-trust`) gets `aria-current="true"`.
   */
  currentPath?: string;
  /** A control that stays in the bar at every width, before the menu (the site search). */
  search?: ReactNode;
}

const normalizePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** `page` on the link's own page, `true` on the pages under it, nothing elsewhere. */
function currentState(href: string, currentPath?: string): "page" | "true" | undefined {
  if (currentPath === undefined) return undefined;
  const link = normalizePath(href);
  const path = normalizePath(currentPath);
  if (path === link) return "page";
  return link !== "/" && path.startsWith(`${link}/`) ? "true" : undefined;
}

/**
 * The site's top bar: logo and name, main navigation and a call to action. Under `md` (768 px, as the
 * specification says) the navigation folds behind a native disclosure (`<details>`), so the menu opens
 * without JavaScript too; with it, choosing a link, Escape and a press outside close the menu. From
 * `md` to `lg` the links are set closer and smaller, so seven of them, the call to action and the
 * search fit in one row.
 */
export function SiteHeader({ logo, siteName, links, cta, variant = "default", currentPath, search }: SiteHeaderProps) {
  const { open, setOpen, close, toggleRef, containerRef } = useMobileMenu();
  const navId = useId();
  const home = variant === "home";

  return (
    <header
      ref={containerRef}
      data-slot="site-header"
      data-variant={variant}
      className={cn(
        "relative z-40 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/90",
        home && "md:absolute md:inset-x-0 md:top-0 md:border-transparent md:bg-transparent md:backdrop-blur-none",
      )}
    >
      <Container className="flex h-16 items-center justify-between gap-2 md:h-20 lg:gap-4 xl:gap-3">
        <Link
          href={logo.href}
          className={cn(
            "flex min-w-0 items-center gap-2.5 rounded-md text-primary sm:gap-3",
            "focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring",
            home && "md:text-white md:focus-visible:outline-white",
          )}
        >
          <img src={logo.src} alt="" width={40} height={40} className="size-10 shrink-0" />
          {/*
           * One line wherever it shows, so the logo never moves between pages. Wherever the navigation
           * is folded into the menu (from 360 px up to md) the name stands beside the logo, shrinking
           * with a phone's window; below that, and from md to xl, where the full navigation and the
           * search need the room, the logo stands alone and the name stays for screen readers.
           */}
          <span className="sr-only truncate font-display text-[clamp(0.8125rem,3.7vw,1.125rem)] leading-tight font-semibold min-[22.5rem]:not-sr-only md:sr-only xl:not-sr-only xl:text-lg">
            {siteName}
          </span>
        </Link>

        {search}

        <details
          ref={toggleRef}
          open={open}
          onToggle={(event) => setOpen(event.currentTarget.open)}
          className="peer group shrink-0 md:hidden"
        >
          <summary
            aria-controls={navId}
            className={cn(
              "flex size-11 cursor-pointer list-none items-center justify-center rounded-md text-primary [&::-webkit-details-marker]:hidden",
              "hover:bg-secondary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
              home && "md:text-white md:hover:bg-white/10 md:focus-visible:outline-white",
            )}
          >
            <Menu aria-hidden="true" className="size-6 group-open:hidden" />
            <X aria-hidden="true" className="hidden size-6 group-open:block" />
            <span className="sr-only">Menu</span>
          </summary>
        </details>

        <nav
          id={navId}
          aria-label="Main"
          className={cn(
            "absolute inset-x-0 top-full hidden flex-col border-b border-border bg-card px-4 pt-2 pb-6 shadow-lg shadow-primary/10 peer-open:flex",
            "md:static md:flex md:shrink-0 md:flex-row md:items-center md:gap-2 md:border-0 md:bg-transparent md:p-0 md:shadow-none lg:gap-4",
          )}
        >
          <ul className="flex flex-col gap-1 md:flex-row md:items-center md:gap-0 lg:gap-1 xl:gap-0">
            {links.map((link) => {
              const current = currentState(link.href, currentPath);
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    aria-current={current}
                    onClick={close}
                    className={cn(
                      "flex min-h-11 items-center rounded-md px-3 text-base font-medium transition-colors md:whitespace-nowrap",
                      "hover:bg-secondary hover:text-primary",
                      "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
                      "md:min-h-10 md:px-1.5 md:text-[0.875rem] lg:px-2 lg:text-[0.95rem]",
                      // Bold only in the menu's list: in the bar, a bolder link would widen the row.
                      current
                        ? "bg-secondary text-primary max-md:font-semibold md:bg-transparent md:underline md:decoration-accent md:decoration-2 md:underline-offset-8"
                        : "text-foreground",
                      home &&
                        "md:text-white md:hover:bg-white/10 md:hover:text-white md:focus-visible:outline-offset-0 md:focus-visible:outline-white",
                    )}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
          <Button
            href={cta.href}
            aria-current={currentState(cta.href, currentPath)}
            onClick={close}
            className={cn(
              "mt-4 whitespace-nowrap md:mt-0 md:min-h-10 md:px-3 md:text-sm lg:min-h-11 lg:px-5 lg:text-base xl:px-4",
              home && "md:bg-accent md:text-accent-foreground md:hover:bg-accent/90 md:focus-visible:outline-white",
            )}
          >
            {cta.label}
          </Button>
        </nav>
      </Container>
    </header>
  );
}
