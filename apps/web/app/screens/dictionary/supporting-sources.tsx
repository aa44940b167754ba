import type { Term } from "@site/content";
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Link,
} from "@site/ui";
import { ExternalLink, Image } from "lucide-react";

/** Public sources for the term: images open in a dialog, anything else in a new tab. */
export function SupportingSources({ term }: { term: Term }) {
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
                <Dialog>
                  <DialogTrigger asChild>
                    <Button variant="link" className="h-auto p-0 text-left whitespace-normal">
                      <Image aria-hidden="true" className="size-4 shrink-0" />
                      {source.title}
                    </Button>
                  </DialogTrigger>
                  <DialogContent>
                    <DialogHeader>
                      <DialogTitle>{term.term} example</DialogTitle>
                      <DialogDescription>{source.title}</DialogDescription>
                    </DialogHeader>
                    <DialogBody>
                      <img
                        src={source.url}
                        alt={source.title}
                        className="mx-auto h-auto max-w-full rounded-md border border-border bg-white"
                      />
                    </DialogBody>
                  </DialogContent>
                </Dialog>
              ) : (
                <Link
                  href={source.url}
                  external
                  className="inline-flex items-start gap-2 font-medium text-primary underline underline-offset-4"
                >
                  <ExternalLink aria-hidden="true" className="mt-1 size-4 shrink-0" />
                  {source.title}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
