import type { Meta, StoryObj } from "@storybook/react-vite";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger, Container, PageHeader } from "@site/ui";
import { viewports } from "@site/ui/storybook";
import { expect, userEvent, waitFor, within } from "storybook/test";
import store from "virtual:content/store";
import { PageActions } from "../../components/page-actions";
import { RichContent, RichProse } from "../../components/rich-content";
import { ScreenFrame, screenParameters } from "../../storybook/screen-frame";

const page = store.page("faq");
const items = store.all("faq");

/** `faq/route.tsx`'s page, from the kit and the site's own parts, with the sample content's questions. */
function FaqScreen() {
  return (
    <ScreenFrame path={page.path}>
      <PageHeader title={page.heading} />
      <Container className="py-12 md:py-16">
        <RichProse tree={page.body.tree} className="mb-8" />
        <Accordion className="max-w-4xl">
          {items.map((item, index) => (
            <AccordionItem key={item.id} fadeDelayMs={150 * index}>
              <AccordionTrigger headingLevel={2}>{item.question}</AccordionTrigger>
              <AccordionContent id={item.id}>
                <div className="space-y-3 text-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline">
                  <RichContent tree={item.answer.tree} />
                </div>
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
        <PageActions actions={page.actions} className="mt-10" />
      </Container>
    </ScreenFrame>
  );
}

const meta = {
  title: "Screens/FAQ",
  component: FaqScreen,
  parameters: {
    ...screenParameters,
    docs: {
      description: {
        component: `
The questions and answers (\`/faq\`): an introduction, then every question, one answer open at a time. Here the first
answer is open, as a visitor sees it after choosing that question. The text is the content package's sample content.`,
      },
      story: { inline: false, iframeHeight: 800 },
    },
  },
} satisfies Meta<typeof FaqScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story["play"] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("heading", { level: 1, name: page.heading })).toBeVisible();
  await expect(canvas.getAllByRole("heading", { level: 2 })).toHaveLength(items.length);
  const first = items[0]!;
  await userEvent.click(canvas.getByText(first.question));
  await waitFor(() => expect(canvasElement.querySelector(`#${first.id}`)).toBeVisible());
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
};

export const Phone: Story = { globals: viewports.phone, play };

export const Desktop: Story = { globals: viewports.desktop, play };
