import { Section } from "@site/ui";
import type { Route } from "./+types/route";
import { PageActions } from "../../components/page-actions";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";
import { DocumentCard } from "./document-card";
import { DraftBadge } from "../../components/editorial/draft-badge";

/** The disclaimer, then each category of documents with a card per document. */
export function DocumentsView({ head, body, actions, categories }: Route.ComponentProps["loaderData"]) {
  return (
    <PageLayout head={head}>
      <div className="rounded-lg border border-accent/40 bg-accent/10 p-5 md:p-6">
        <PageBody html={body} />
        <PageActions actions={actions} className="mt-5" />
      </div>
      {categories.map((category) => (
        <Section key={category.id} id={category.id} className="mt-14" aria-labelledby={`${category.id}-heading`}>
          <h2 id={`${category.id}-heading`} className="font-display text-2xl font-semibold text-primary md:text-3xl">
            {category.title}
            <DraftBadge draft={category.draft} />
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
    </PageLayout>
  );
}
