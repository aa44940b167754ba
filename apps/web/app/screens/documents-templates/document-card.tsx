import type { Document } from "@site/content";
import { Badge, Button, Card, CardDescription, CardFooter, CardHeader, CardTitle, type BadgeProps } from "@site/ui";
import { Download, ExternalLink } from "lucide-react";
import { notIndexed } from "../../search/indexing";

const badgeFor: Record<Document["type"], BadgeProps["variant"]> = {
  "PDF Template": "default",
  "DOCX Template": "secondary",
  "PDF Guide": "outline",
  "PDF Book": "outline",
  "PDF Document": "outline",
};

/** A document with its type, size and description, and a download that always delivers something. */
export function DocumentCard({ document, headingLevel = 3 }: { document: Document; headingLevel?: 3 | 4 }) {
  const { download } = document;
  return (
    <Card className="h-full">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={badgeFor[document.type]}>{document.type}</Badge>
          {document.size ? (
            <span className="text-sm text-muted-foreground" {...notIndexed}>
              {document.size}
            </span>
          ) : null}
        </div>
        <CardTitle as={`h${headingLevel}`}>{document.name}</CardTitle>
        <CardDescription>{document.description}</CardDescription>
      </CardHeader>
      <CardFooter {...notIndexed}>
        {download.kind === "file" ? (
          <Button asChild className="w-full">
            <a href={download.href} download={download.fileName}>
              <Download aria-hidden="true" className="size-4" />
              Download<span className="sr-only"> {document.name}</span>
            </a>
          </Button>
        ) : download.kind === "external" ? (
          <Button href={download.href} className="w-full">
            <ExternalLink aria-hidden="true" className="size-4" />
            Download<span className="sr-only"> {document.name}</span>
          </Button>
        ) : (
          <Button disabled variant="secondary" className="w-full" aria-label={`Not yet available: ${document.name}`}>
            Not yet available
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
