import { termHref } from "@site/content/runtime";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "@site/ui";
import { viewports } from "@site/ui/storybook";
import { Share2 } from "lucide-react";
import { expect, within } from "storybook/test";
import store from "virtual:content/store";
import { DetailHeader } from "../../components/detail-header";
import { RichContent } from "../../components/rich-content";
import { ScreenFrame, screenParameters } from "../../storybook/screen-frame";
import { SupportingSources } from "./supporting-sources";

/** A term with everything a term page can show: a definition, the longer explanation and its sources. */
const term = store.all("dictionary").find((entry) => entry.detailedDefinition && entry.supportingSources.length > 0)!;

const proseClasses = "mt-3 space-y-3 text-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline";

/** `term-route.tsx`'s page, from the kit and the site's own parts, with the sample content's term. */
function TermScreen() {
  return (
    <ScreenFrame path={termHref(term.id)}>
      <DetailHeader
        back={{ href: "/dictionary", label: "Back to Dictionary" }}
        title={term.term}
        eyebrow={<p className="text-sm font-semibold tracking-wide text-accent-strong uppercase">Legal term</p>}
      >
        <Button variant="outline" size="sm">
          <Share2 aria-hidden="true" className="size-4" />
          Share
        </Button>
      </DetailHeader>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14">
        <section aria-labelledby="definition-heading">
          <h2 id="definition-heading" className="font-display text-2xl font-semibold text-primary">
            Definition
          </h2>
          <div className={`${proseClasses} text-lg/relaxed`}>
            <RichContent tree={term.definition.tree} />
          </div>
        </section>
        {term.detailedDefinition ? (
          <section aria-labelledby="detailed-heading" className="mt-10">
            <h2 id="detailed-heading" className="font-display text-2xl font-semibold text-primary">
              In detail
            </h2>
            <div className={`${proseClasses} leading-relaxed`}>
              <RichContent tree={term.detailedDefinition.tree} />
            </div>
          </section>
        ) : null}
        <SupportingSources term={{ term: term.term, sources: term.supportingSources }} />
      </div>
    </ScreenFrame>
  );
}

const meta = {
  title: "Screens/Term page",
  component: TermScreen,
  parameters: {
    ...screenParameters,
    docs: {
      description: {
        component: `
A term of the legal dictionary on its own page (\`/dictionary/<term>\`): the way back, the term and a share button, its
definition (other terms it names link to their pages), the longer explanation where there is one, and its sources.
The text is the content package's sample content.`,
      },
      story: { inline: false, iframeHeight: 800 },
    },
  },
} satisfies Meta<typeof TermScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story["play"] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("heading", { level: 1, name: term.term })).toBeVisible();
  await expect(canvas.getByRole("heading", { name: "Supporting Sources" })).toBeVisible();
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
};

export const Phone: Story = { globals: viewports.phone, play };

export const Desktop: Story = { globals: viewports.desktop, play };
