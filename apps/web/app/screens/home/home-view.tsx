import { Link } from "@site/ui";
import type { Route } from "./+types/route";
import { PageBody } from "../../components/page-body";
import { useSite } from "../../lib/site";

/** Full-screen hero under the header: the logo (to About) and a quote. */
export function HomeView({ head, body, quote }: Route.ComponentProps["loaderData"]) {
  const site = useSite();
  return (
    <section className="relative isolate flex min-h-[100svh] items-center justify-center overflow-hidden bg-primary px-4 pt-12 pb-16 text-primary-foreground md:pt-28">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgba(176,141,87,0.28),transparent_60%)]"
      />
      <div className="mx-auto flex max-w-3xl flex-col items-center text-center">
        <h1 className="sr-only">{head.heading}</h1>
        <Link
          href="/about"
          className="rounded-full focus-visible:ring-4 focus-visible:ring-accent focus-visible:outline-none"
          aria-label={`About ${site.name}`}
        >
          <img
            src={site.logo.src}
            alt=""
            width={160}
            height={160}
            className="h-32 w-32 drop-shadow-xl md:h-40 md:w-40"
          />
        </Link>
        <p className="mt-8 font-display text-sm font-semibold tracking-[0.3em] text-accent uppercase">{site.name}</p>
        <figure className="mt-8">
          <blockquote className="font-display text-2xl leading-snug text-balance md:text-4xl">
            “{quote.text}”
          </blockquote>
          {quote.attribution ? (
            <figcaption className="mt-6 text-base text-primary-foreground/80">— {quote.attribution}</figcaption>
          ) : null}
        </figure>
        <PageBody html={body} tone="inverse" className="mt-8" />
      </div>
    </section>
  );
}
