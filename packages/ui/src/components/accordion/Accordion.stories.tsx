import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { sampleFaqs as faqs } from "../../storybook/fixtures";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./Accordion";

const meta = {
  title: "Components/Accordion",
  component: Accordion,
  args: { defaultValue: "legal-advice" },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One item open by default; opening another closes it. */
export const OneOpen: Story = {
  render: (args) => (
    <Accordion {...args} className="max-w-2xl">
      {faqs.map((faq) => (
        <AccordionItem key={faq.value} value={faq.value}>
          <AccordionTrigger>{faq.question}</AccordionTrigger>
          <AccordionContent>{faq.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole("button", { name: faqs[0]!.question });
    const second = canvas.getByRole("button", { name: faqs[1]!.question });
    await expect(first).toHaveAttribute("aria-expanded", "true");

    await step("Opening one closes the other", async () => {
      await userEvent.click(second);
      await expect(second).toHaveAttribute("aria-expanded", "true");
      await expect(first).toHaveAttribute("aria-expanded", "false");
      await waitFor(() => expect(canvas.getByText(faqs[1]!.answer)).toBeVisible());
    });

    await step("Clicking the open one collapses it", async () => {
      await userEvent.click(second);
      await expect(second).toHaveAttribute("aria-expanded", "false");
      // A closed answer stays in the page (prerendered, readable without JavaScript), hidden.
      await waitFor(() => expect(canvas.getByText(faqs[1]!.answer)).not.toBeVisible());
      await expect(canvas.queryByRole("region", { name: faqs[1]!.question })).toBeNull();
    });

    await step("Reopen the first (the state the story shows)", async () => {
      await userEvent.click(first);
      await expect(first).toHaveAttribute("aria-expanded", "true");
    });
  },
};

export const AllClosed: Story = {
  args: { defaultValue: undefined },
  render: OneOpen.render,
};

/** Items fade in one after another (`fadeDelayMs`), 150 ms apart as on /faq. */
export const StaggeredFadeIn: Story = {
  render: (args) => (
    <Accordion {...args} className="max-w-2xl">
      {faqs.map((faq, index) => (
        <AccordionItem key={faq.value} value={faq.value} fadeDelayMs={index * 150}>
          <AccordionTrigger>{faq.question}</AccordionTrigger>
          <AccordionContent>{faq.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
};
