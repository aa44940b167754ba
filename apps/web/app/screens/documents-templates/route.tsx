import { Section } from "@site/ui";
import type { Route } from "./+types/route";
import { PageActions } from "../../components/page-actions";
import { PageLayout } from "../../components/page-layout";
import { RichProse } from "../../components/rich-content";
import { withIslands } from "../../islands/client-loader";
import { island } from "../../islands/island.server";
import { Island } from "../../islands/Island";
import { pageHead, store } from "../../lib/content.server";
import { DocumentCard } from "./document-card";

export function loader() {
  const page = store.page("documents-templates");
  return {
    head: pageHead(page),
    content: island({ body: page.body.tree, actions: page.actions, categories: store.all("documents") }),
  };
}
export const clientLoader = (args: Route.ClientLoaderArgs) => withIslands(args);

/** The disclaimer, then each category of documents with a card per document. */
export default function DocumentsTemplatesScreen({ loaderData: { head, content } }: Route.ComponentProps) {
  return (
    <PageLayout head={head}>
      <Island value={content}>
        {({ body, actions, categories }) => (
          <>
            <div className="rounded-lg border border-accent/40 bg-accent/10 p-5 md:p-6">
              <RichProse tree={body} />
              <PageActions actions={actions} className="mt-5" />
            </div>
            {categories.map((category) => (
              <Section
                key={category.id}
                id={category.id}
                className="mt-14 scroll-mt-24"
                aria-labelledby={`${category.id}-heading`}
              >
                <h2
                  id={`${category.id}-heading`}
                  className="font-display text-2xl font-semibold text-primary md:text-3xl"
                >
                  {category.title}
                </h2>
                <p className="mt-2 max-w-3xl text-muted-foreground">{category.description}</p>
                <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                  {category.documents.map((document) => (
                    <li key={document.id} id={document.id} className="scroll-mt-24">
                      <DocumentCard document={document} />
                    </li>
                  ))}
                </ul>
              </Section>
            ))}
          </>
        )}
      </Island>
    </PageLayout>
  );
}
