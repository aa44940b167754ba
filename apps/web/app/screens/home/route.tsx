import { Link } from "@site/ui";
import type { Route } from "./+types/route";
import { PageBody } from "../../components/page-body";
import { PageSeo } from "../../components/page-seo";
import { withIslands } from "../../islands/client-loader";
import { absoluteUrl } from "../../lib/absolute-url";
import { pageHead, richIsland, store } from "../../lib/content.server";
import { useSite } from "../../lib/site";

export function loader() {
  const page = store.page("index");
  return { head: pageHead(page), quote: page.quote, body: richIsland(page.body) };
}
export const clientLoader = (args: Route.ClientLoaderArgs) => withIslands(args);

/** Full-screen hero under the header: the logo (to About) and a quote. */
export default function HomeScreen({ loaderData: { head, quote, body } }: Route.ComponentProps) {
  const site = useSite();
  return (
    <>
      <PageSeo
        page={head}
        jsonLd={{
          "@type": "Organization",
          name: site.name,
          url: absoluteUrl(site.baseUrl, "/"),
          logo: absoluteUrl(site.baseUrl, site.logo.src),
          email: site.contact.email,
        }}
      />
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
          <PageBody body={body} tone="inverse" className="mt-8" />
        </div>
      </section>
    </>
  );
}
