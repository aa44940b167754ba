import { processHref } from "@site/content/runtime";
import { Badge, Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@site/ui";
import { Clock, FileText } from "lucide-react";
import type { Route } from "./+types/route";
import { PageLayout } from "../../components/page-layout";
import { RichProse } from "../../components/rich-content";
import { withIslands } from "../../islands/client-loader";
import { Island } from "../../islands/Island";
import { pageWith, store } from "../../lib/content.server";
import { notIndexed } from "../../search/indexing";
import { templatesLabel } from "./templates-label";

export const loader = () =>
  pageWith("diy-processes", (page) => ({
    body: page.body.tree,
    processes: store.all("processes").map(({ id, order, title, description, timeEstimate, templates }) => ({
      id,
      order,
      title,
      description,
      timeEstimate,
      templates: templates.length,
    })),
  }));
export const clientLoader = (args: Route.ClientLoaderArgs) => withIslands(args);

/** The processes, in the order visitors are advised to follow them. */
export default function DiyProcessesScreen({ loaderData: { head, content } }: Route.ComponentProps) {
  return (
    <PageLayout head={head}>
      <Island value={content}>
        {({ body, processes }) => (
          <>
            <RichProse tree={body} className="mb-10" />
            {/* Each process is found on its own page. */}
            <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" {...notIndexed}>
              {processes.map((process) => (
                <li key={process.id}>
                  <Card className="h-full">
                    <CardHeader>
                      <Badge variant="secondary" className="w-fit">
                        Process {process.order}
                      </Badge>
                      <CardTitle as="h2">{process.title}</CardTitle>
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
          </>
        )}
      </Island>
    </PageLayout>
  );
}
