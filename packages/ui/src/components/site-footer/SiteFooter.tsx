import type { ReactNode } from "react";
import { Container } from "../layout/Container";
import { Link } from "../link/Link";

export interface SiteFooterProps {
  /** Shown large at the start of the footer and in the copyright line. */
  siteName: string;
  /** A sentence on what the site offers, under its name. */
  description?: string;
  /** The legal disclaimer, shown in small but readable text. */
  disclaimer: ReactNode;
  /** The copyright year. */
  year: number;
  /** The site's sections: every page reaches every section from here too, with or without the header's menu. */
  links?: { label: string; href: string }[];
  /** The address visitors can write to. */
  email?: string;
}

const linkClass =
  "rounded-sm text-primary-foreground underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";
const headingClass = "font-sans text-sm font-semibold tracking-[0.14em] text-accent uppercase";

/** The foot of every page: who, the sections, how to write, then the disclaimer and the year. */
export function SiteFooter({ siteName, description, disclaimer, year, links = [], email }: SiteFooterProps) {
  return (
    <footer data-slot="site-footer" className="border-t-4 border-accent bg-primary text-primary-foreground">
      <Container className="py-12 md:py-16">
        <div className="grid gap-10 md:grid-cols-2 md:gap-12 lg:grid-cols-[minmax(0,1fr)_auto_auto] lg:gap-16">
          <div>
            <p className="font-display text-xl font-semibold md:text-2xl">{siteName}</p>
            {description ? (
              <p className="mt-3 max-w-sm text-sm leading-relaxed text-primary-foreground/85">{description}</p>
            ) : null}
          </div>
          {links.length > 0 ? (
            <nav aria-labelledby="footer-sections">
              <h2 id="footer-sections" className={headingClass}>
                Sections
              </h2>
              <ul className="mt-3 grid grid-cols-2 gap-x-6">
                {links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className={`inline-block py-1.5 text-sm ${linkClass}`}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {email ? (
            <div>
              <h2 className={headingClass}>Contact</h2>
              <p className="mt-3 text-sm">
                <a href={`mailto:${email}`} className={`inline-block py-1.5 ${linkClass} underline`}>
                  {email}
                </a>
              </p>
            </div>
          ) : null}
        </div>
        <div className="mt-10 border-t border-primary-foreground/15 pt-8">
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
