import { Link } from "@site/ui";
import { ExternalLink } from "lucide-react";
import { lazy, Suspense } from "react";
import { FallbackBoundary } from "../../components/fallback-boundary";
import type { TermForSources } from "./image-source-dialog";

// Only a few terms cite an image; the dialog's code loads on those pages alone.
const ImageSourceDialog = lazy(() => import("./image-source-dialog"));

function SourceLink({ source }: { source: TermForSources["sources"][number] }) {
  return (
    <Link
      href={source.url}
      external
      className="inline-flex items-start gap-2 font-medium text-primary underline underline-offset-4"
    >
      <ExternalLink aria-hidden="true" className="mt-1 size-4 shrink-0" />
      {source.title}
    </Link>
  );
}

/** Public sources for the term: images open in a dialog, anything else in a new tab. */
export function SupportingSources({ term }: { term: TermForSources }) {
  return (
    <section aria-labelledby="sources-heading" className="mt-12 border-t border-border pt-8">
      <h2 id="sources-heading" className="font-display text-2xl font-semibold text-primary">
        Supporting Sources
      </h2>
      {term.sources.length === 0 ? (
        <p className="mt-3 text-muted-foreground">No supporting sources have been added yet.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {term.sources.map((source) => (
            <li key={source.url}>
              {source.isImage ? (
                // Without the dialog's code the picture still opens, in a new tab like other sources.
                <FallbackBoundary fallback={<SourceLink source={source} />}>
                  <Suspense fallback={<span className="font-medium text-primary">{source.title}</span>}>
                    <ImageSourceDialog term={term} source={source} />
                  </Suspense>
                </FallbackBoundary>
              ) : (
                <SourceLink source={source} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
