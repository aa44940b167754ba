import { Section } from "@site/ui";
import { documentCategories } from "virtual:content/documents";
import { pages } from "virtual:content/pages";
import { PageActions } from "../../components/page-actions";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";
import { DocumentCard } from "./document-card";

const page = pages["documents-templates"];

/** The disclaimer, then each category of documents with a card per document. */
export default function DocumentsTemplatesScreen() {
  return (
    <PageLayout page={page}>
      <div className="rounded-lg border border-accent/40 bg-accent/10 p-5 md:p-6">
        <PageBody body={page.body} />
        <PageActions actions={page.actions} className="mt-5" />
      </div>
      {documentCategories.map((category) => (
        <Section
          key={category.id}
          id={category.id}
          className="mt-14 scroll-mt-24"
          aria-labelledby={`${category.id}-heading`}
        >
          <h2 id={`${category.id}-heading`} className="font-display text-2xl font-semibold text-primary md:text-3xl">
            {category.title}
          </h2>
          <p className="mt-2 max-w-3xl text-muted-foreground">{category.description}</p>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {category.documents.map((document) => (
              <li key={document.name}>
                <DocumentCard document={document} />
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </PageLayout>
  );
}
