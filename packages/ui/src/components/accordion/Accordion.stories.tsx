import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { sampleFaqs as faqs } from "../../storybook/fixtures";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./Accordion";

const meta = {
  title: "Components/Accordion",
  component: Accordion,
  args: { type: "single", children: null },
  argTypes: { type: { control: "inline-radio", options: ["single", "multiple"] } },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

const itemOf = (canvas: HTMLElement, question: string) =>
  within(canvas).getByText(question).closest("details") as HTMLDetailsElement;

/** One item open when the page loads; opening another closes it (the browser's own `<details name>`). */
export const OneOpen: Story = {
  render: (args) => (
    <Accordion {...args} className="max-w-2xl">
      {faqs.map((faq, index) => (
        <AccordionItem key={faq.value} defaultOpen={index === 0}>
          <AccordionTrigger>{faq.question}</AccordionTrigger>
          <AccordionContent id={faq.value}>{faq.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const first = itemOf(canvasElement, faqs[0]!.question);
    const second = itemOf(canvasElement, faqs[1]!.question);
    await expect(first.open).toBe(true);

    await step("Opening one closes the other", async () => {
      await userEvent.click(canvas.getByText(faqs[1]!.question));
      await waitFor(() => expect(second.open).toBe(true));
      await expect(first.open).toBe(false);
      await waitFor(() => expect(canvas.getByText(faqs[1]!.answer)).toBeVisible());
    });

    await step("Clicking the open one collapses it", async () => {
      await userEvent.click(canvas.getByText(faqs[1]!.question));
      await waitFor(() => expect(second.open).toBe(false));
      // A closed answer stays in the page (prerendered, found by find-in-page), hidden.
      await expect(canvas.getByText(faqs[1]!.answer)).not.toBeVisible();
    });

    await step("Reopen the first (the state the story shows)", async () => {
      await userEvent.click(canvas.getByText(faqs[0]!.question));
      await waitFor(() => expect(first.open).toBe(true));
    });
  },
};

export const AllClosed: Story = {
  render: (args) => (
    <Accordion {...args} className="max-w-2xl">
      {faqs.map((faq) => (
        <AccordionItem key={faq.value}>
          <AccordionTrigger>{faq.question}</AccordionTrigger>
          <AccordionContent>{faq.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
};

/** Items fade in one after another (`fadeDelayMs`), 150 ms apart as on /faq. */
export const StaggeredFadeIn: Story = {
  render: (args) => (
    <Accordion {...args} className="max-w-2xl">
      {faqs.map((faq, index) => (
        <AccordionItem key={faq.value} fadeDelayMs={index * 150}>
          <AccordionTrigger>{faq.question}</AccordionTrigger>
          <AccordionContent>{faq.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
};
