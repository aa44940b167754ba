import type { TermForSources } from "./supporting-sources";
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@site/ui";
import { Image } from "lucide-react";

/** An image source: its title opens the picture in a dialog titled '{term} example'. */
export default function ImageSourceDialog({
  term,
  source,
}: {
  term: TermForSources;
  source: TermForSources["sources"][number];
}) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="link">
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
  );
}
