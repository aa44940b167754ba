import { processHref } from "@site/content/runtime";
import { Badge, Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@site/ui";
import { Clock, FileText } from "lucide-react";
import type { Route } from "./+types/route";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";
import { notIndexed } from "../../search/indexing";
import { templatesLabel } from "./templates-label";
import { DraftBadge } from "../../components/editorial/draft-badge";

/** The processes, in the order visitors are advised to follow them. */
export function ProcessesView({ head, body, processes }: Route.ComponentProps["loaderData"]) {
  return (
    <PageLayout head={head}>
      <PageBody html={body} className="mb-10" />
      {/* Each process is found on its own page. */}
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" {...notIndexed}>
        {processes.map((process) => (
          <li key={process.id}>
            <Card className="h-full">
              <CardHeader>
                <Badge variant="secondary">Process {process.order}</Badge>
                <CardTitle as="h2">
                  {process.title}
                  <DraftBadge draft={process.draft} />
                </CardTitle>
                <CardDescription>{process.description}</CardDescription>
              </CardHeader>
              <CardContent className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
                <span className="inline-flex items-center gap-1.5">
                  <Clock aria-hidden="true" className="size-4" />
                  <span className="sr-only">Time estimate: </span>
                  {process.timeEstimate}
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <FileText aria-hidden="true" className="size-4" />
                  {templatesLabel(process.templates)}
                </span>
              </CardContent>
              <CardFooter>
                <Button
                  href={processHref(process.id)}
                  className="w-full"
                  aria-label={`Start Process: ${process.title}`}
                >
                  Start Process
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ol>
    </PageLayout>
  );
}
