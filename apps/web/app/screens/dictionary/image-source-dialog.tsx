import {
  Button,
  buttonVariants,
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Link,
} from "@site/ui";
import { ExternalLink, Image, ZoomIn, ZoomOut } from "lucide-react";
import { useRef, useState } from "react";
import type { Route } from "./+types/term-route";
import { notIndexed } from "../../search/indexing";
import { opensElsewhere } from "../../lib/opens-elsewhere";

/**
 * What the sources section, and this dialog, need of a term. Written here, where the section's lazy
 * import points, so that the two files do not import each other.
 */
export type TermForSources = Route.ComponentProps["loaderData"]["term"];

/**
 * An image source: a link to the picture (what a reader without JavaScript follows), which opens it
 * in a dialog titled '{term} example' instead. There the picture fits the window, zooms to twice
 * that to read small print, and opens full size in a tab of its own.
 */
export default function ImageSourceDialog({
  term,
  source,
}: {
  term: TermForSources;
  source: TermForSources["sources"][number];
}) {
  const [open, setOpen] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <Button asChild variant="link">
        <a
          ref={link}
          href={source.url}
          aria-haspopup="dialog"
          onClick={(event) => {
            if (opensElsewhere(event)) return;
            event.preventDefault();
            setOpen(true);
          }}
        >
          <Image aria-hidden="true" className="size-4 shrink-0" />
          {source.title}
        </a>
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setZoomed(false);
        }}
      >
        <DialogContent returnFocus={() => link.current}>
          <DialogHeader>
            <DialogTitle>{term.term} example</DialogTitle>
            <DialogDescription>{source.title}</DialogDescription>
          </DialogHeader>
          <DialogBody className="overflow-x-auto">
            <img
              src={source.url}
              alt={source.title}
              className={
                zoomed
                  ? "h-auto w-[200%] max-w-none rounded-md border border-border bg-white"
                  : "mx-auto h-auto max-w-full rounded-md border border-border bg-white"
              }
            />
          </DialogBody>
          <DialogFooter {...notIndexed}>
            <Button variant="outline" onClick={() => setZoomed((value) => !value)}>
              {zoomed ? <ZoomOut aria-hidden="true" /> : <ZoomIn aria-hidden="true" />}
              {zoomed ? "Fit to window" : "Zoom in"}
            </Button>
            <Link href={source.url} external target="_blank" className={buttonVariants()}>
              <ExternalLink aria-hidden="true" />
              Open full size
            </Link>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
