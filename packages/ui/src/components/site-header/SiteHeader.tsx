import { Menu, X } from "lucide-react";
import { useId, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Button } from "../button/Button";
import { Container } from "../layout/Container";
import { Link } from "../link/Link";
import { useMobileMenu } from "./useMobileMenu";

export interface SiteHeaderLink {
  label: string;
  href: string;
}

export interface SiteHeaderProps {
  /** The logo is decorative: it shares its link with the site name, which names the link. */
  logo: { src: string; href: string };
  /** Beside the logo; it names the link home. */
  siteName: string;
  /** The main navigation, in order. */
  links: SiteHeaderLink[];
  /** The call to action at the end of the bar. */
  cta: { label: string; href: string };
  /**
   * `home`: from `md` up the header lies over the page's dark full-screen hero (transparent, light
   * text). Below `md` it looks like the default header.
   */
  variant?: "default" | "home";
  /** Path of the current page; the matching link gets `aria-current="page"`. */
  currentPath?: string;
  /** A control that stays in the bar at every width, before the menu (the site search). */
  search?: ReactNode;
}

const normalizePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

const isCurrentPath = (href: string, currentPath?: string) =>
  currentPath !== undefined && normalizePath(href) === normalizePath(currentPath);

/** The site's top bar: logo and name, main navigation (collapsing under `md`) and a call to action. */
export function SiteHeader({ logo, siteName, links, cta, variant = "default", currentPath, search }: SiteHeaderProps) {
  const { open, toggle, close, toggleRef, containerRef } = useMobileMenu();
  const navId = useId();
  const home = variant === "home";

  return (
    <header
      ref={containerRef}
      data-variant={variant}
      className={cn(
        "relative z-40 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/90",
        home && "md:absolute md:inset-x-0 md:top-0 md:border-transparent md:bg-transparent md:backdrop-blur-none",
      )}
    >
      <Container className="flex h-16 items-center justify-between gap-4 md:h-20">
        <Link
          href={logo.href}
          className={cn(
            "flex min-w-0 items-center gap-3 rounded-md text-primary",
            "focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring",
            home && "md:text-white md:focus-visible:outline-white",
          )}
        >
          <img src={logo.src} alt="" width={40} height={40} className="size-10 shrink-0" />
          {/* From md to xl the full navigation (and the search) needs the room: the logo stands alone, the name stays for screen readers. */}
          <span className="line-clamp-2 font-display text-lg leading-tight font-semibold md:sr-only xl:not-sr-only xl:text-xl">
            {siteName}
          </span>
        </Link>

        {search}

        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={navId}
          aria-label={open ? "Close menu" : "Open menu"}
          onClick={toggle}
          className={cn(
            "inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md text-primary md:hidden",
            "hover:bg-secondary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
          )}
        >
          {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>

        <nav
          id={navId}
          aria-label="Main"
          className={cn(
            open ? "flex" : "hidden",
            "absolute inset-x-0 top-full flex-col border-b border-border bg-card px-4 pt-2 pb-6 shadow-lg shadow-primary/10",
            "md:static md:flex md:shrink-0 md:flex-row md:items-center md:gap-2 md:border-0 md:bg-transparent md:p-0 md:shadow-none lg:gap-4",
          )}
        >
          <ul className="flex flex-col gap-1 md:flex-row md:items-center md:gap-0 lg:gap-1">
            {links.map((link) => {
              const current = isCurrentPath(link.href, currentPath);
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    aria-current={current ? "page" : undefined}
                    onClick={close}
                    className={cn(
                      "flex min-h-11 items-center rounded-md px-3 text-base transition-colors",
                      "hover:bg-secondary hover:text-primary",
                      "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
                      "md:min-h-10 md:px-1 md:text-sm lg:px-2 lg:text-[0.95rem] xl:px-3",
                      current
                        ? "bg-secondary font-semibold text-primary md:bg-transparent md:underline md:decoration-accent md:decoration-2 md:underline-offset-8"
                        : "font-medium text-foreground",
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
            onClick={close}
            className={cn(
              "mt-4 md:mt-0 md:min-h-10 md:px-3 md:text-sm lg:min-h-11 lg:px-5 lg:text-base",
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
