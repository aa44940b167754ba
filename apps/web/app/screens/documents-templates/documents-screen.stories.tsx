import type { Meta, StoryObj } from "@storybook/react-vite";
import { Container, PageHeader, Section } from "@site/ui";
import { viewports } from "@site/ui/storybook";
import { expect, within } from "storybook/test";
import store from "virtual:content/store";
import { PageActions } from "../../components/page-actions";
import { RichProse } from "../../components/rich-content";
import { ScreenFrame, screenParameters } from "../../storybook/screen-frame";
import { DocumentCard } from "./document-card";

const page = store.page("documents-templates");
const categories = store.all("documents");

/** `documents-templates/route.tsx`'s page, from the kit and the site's own parts, with the sample content's documents. */
function DocumentsScreen() {
  return (
    <ScreenFrame path={page.path}>
      <PageHeader title={page.heading} />
      <Container className="py-12 md:py-16">
        <div className="rounded-lg border border-accent/40 bg-accent/10 p-5 md:p-6">
          <RichProse tree={page.body.tree} />
          <PageActions actions={page.actions} className="mt-5" />
        </div>
        {categories.map((category) => (
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
                <li key={document.id} id={document.id} className="scroll-mt-24">
                  <DocumentCard document={document} />
                </li>
              ))}
            </ul>
          </Section>
        ))}
      </Container>
    </ScreenFrame>
  );
}

const meta = {
  title: "Screens/Documents",
  component: DocumentsScreen,
  parameters: {
    ...screenParameters,
    docs: {
      description: {
        component: `
The documents and templates (\`/documents-templates\`): the disclaimer, then each category with a card per document,
its type, size and a download (or *Not yet available*). The text is the content package's sample content.`,
      },
      story: { inline: false, iframeHeight: 800 },
    },
  },
} satisfies Meta<typeof DocumentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story["play"] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("heading", { level: 1, name: page.heading })).toBeVisible();
  const documents = categories.flatMap((category) => category.documents);
  await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(documents.length);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
};

export const Phone: Story = { globals: viewports.phone, play };

export const Desktop: Story = { globals: viewports.desktop, play };
