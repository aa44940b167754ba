import type { ReactNode } from "react";
import { Container } from "../layout/Container";
import { Link } from "../link/Link";

export interface SiteFooterProps {
  /** Shown large at the start of the footer and in the copyright line. */
  siteName: string;
  /** The legal disclaimer, shown in small but readable text. */
  disclaimer: ReactNode;
  /** The copyright year. */
  year: number;
  /** A row of links beside the name (none on the site today). */
  links?: { label: string; href: string }[];
}

/** The navy band closing every page: the site's name, optional links, the legal disclaimer and the year. */
export function SiteFooter({ siteName, disclaimer, year, links }: SiteFooterProps) {
  return (
    <footer className="border-t-4 border-accent bg-primary text-primary-foreground">
      <Container className="py-12 md:py-16">
        <div className="flex flex-col gap-6 md:flex-row md:items-start md:justify-between">
          <p className="font-display text-xl font-semibold md:text-2xl">{siteName}</p>
          {links && links.length > 0 ? (
            <nav aria-label="Footer">
              <ul className="flex flex-wrap gap-x-6 gap-y-2">
                {links.map((link) => (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      className="rounded-sm text-sm text-primary-foreground underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
        <div className="mt-8 border-t border-primary-foreground/15 pt-8">
          <div className="max-w-4xl text-sm leading-relaxed text-primary-foreground/85 [&_a]:underline [&_a]:underline-offset-2 [&_p+p]:mt-3">
            {disclaimer}
          </div>
        </div>
        <p className="mt-8 text-sm text-primary-foreground/85">
          © {year} {siteName}
        </p>
      </Container>
    </footer>
  );
}
