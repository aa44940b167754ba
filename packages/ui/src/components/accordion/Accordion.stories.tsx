import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { sampleArabic, sampleFaqs as faqs } from "../../storybook/fixtures";
import { rightToLeft } from "../../storybook/rtl";
import { interactionStates, pseudoStates, StateMatrix } from "../../storybook/StateMatrix";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger, type AccordionProps } from "./Accordion";

type AccordionStoryArgs = AccordionProps & { headingLevel: 2 | 3 | 4 };

const meta = {
  title: "Components/Accordion",
  component: Accordion,
  subcomponents: { AccordionItem, AccordionTrigger, AccordionContent },
  parameters: {
    docs: {
      description: {
        component: `
A stack of questions whose answers open in place: the FAQ. Use it when people look for one answer among many, not
for content everyone should read (that belongs on the page).

By default one item is open at a time and it can be closed again (\`type="single"\`, collapsible); \`type="multiple"\`
lets several stay open. Every answer is in the page's HTML, closed ones hidden: search engines and readers without
JavaScript see them all. Each question is a heading: set \`headingLevel\` on \`AccordionTrigger\` to fit the page outline.`,
      },
    },
  },
  args: { type: "single", defaultValue: "legal-advice", headingLevel: 3, disabled: false },
  argTypes: {
    type: {
      description: "`single`: one item open at a time, and it can be closed. `multiple`: any number.",
      control: "inline-radio",
      options: ["single", "multiple"],
      table: { type: { summary: '"single" | "multiple"' }, defaultValue: { summary: '"single"' } },
    },
    defaultValue: {
      description: "The item open at first (`value` of an `AccordionItem`; a list for `multiple`).",
      control: "select",
      options: [undefined, ...faqs.map((faq) => faq.value)],
      table: { type: { summary: "string | string[]" }, defaultValue: { summary: "— (all closed)" } },
    },
    disabled: {
      description: "No item can be opened or closed.",
      control: "boolean",
      table: { defaultValue: { summary: "false" } },
    },
    headingLevel: {
      name: "Question level",
      description: "`AccordionTrigger headingLevel`: the heading level of each question.",
      control: "inline-radio",
      options: [2, 3, 4],
      table: { type: { summary: "2 | 3 | 4" }, defaultValue: { summary: "3" } },
    },
  },
  render: ({ headingLevel, ...args }) => (
    <Accordion {...(args as AccordionProps)} className="max-w-2xl">
      {faqs.map((faq) => (
        <AccordionItem key={faq.value} value={faq.value}>
          <AccordionTrigger headingLevel={headingLevel}>{faq.question}</AccordionTrigger>
          <AccordionContent>{faq.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
} satisfies Meta<AccordionStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One item open by default; opening another closes it. */
export const OneOpen: Story = {
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
};

/** `type="multiple"`: opening one leaves the others open. */
export const SeveralOpen: Story = {
  args: { type: "multiple", defaultValue: ["legal-advice", "states"] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: faqs[1]!.question }));
    for (const faq of faqs) {
      await expect(canvas.getByRole("button", { name: faq.question })).toHaveAttribute("aria-expanded", "true");
    }
  },
};

/** Items fade in one after another (`fadeDelayMs`), 150 ms apart as on /faq. */
export const StaggeredFadeIn: Story = {
  render: ({ headingLevel, ...args }) => (
    <Accordion {...(args as AccordionProps)} className="max-w-2xl">
      {faqs.map((faq, index) => (
        <AccordionItem key={faq.value} value={faq.value} fadeDelayMs={index * 150}>
          <AccordionTrigger headingLevel={headingLevel}>{faq.question}</AccordionTrigger>
          <AccordionContent>{faq.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
};

/** A question closed and open, at rest, hovered, focused from the keyboard, pressed and disabled. */
export const States: Story = {
  parameters: {
    ...pseudoStates("button"),
    // The grid repeats one question on purpose, so its open answers are regions with the same name.
    a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } },
  },
  render: ({ headingLevel }) => (
    <StateMatrix
      rowHeading="Item"
      rows={["closed", "open"] as const}
      states={interactionStates}
      renderCell={(row, state) => (
        <Accordion
          type="single"
          defaultValue={row === "open" ? "item" : undefined}
          disabled={state === "disabled"}
          className="w-44"
        >
          <AccordionItem value="item">
            <AccordionTrigger headingLevel={headingLevel}>{faqs[1]!.question}</AccordionTrigger>
            <AccordionContent>No.</AccordionContent>
          </AccordionItem>
        </Accordion>
      )}
    />
  ),
};

/** A long question wraps beside its chevron; a long answer wraps in the open item. */
export const LongText: Story = {
  render: ({ headingLevel }) => (
    <Accordion type="single" defaultValue="long" className="max-w-sm">
      <AccordionItem value="long">
        <AccordionTrigger headingLevel={headingLevel}>
          Can a declaration made under penalty of perjury outside the United States be used instead of a notarized
          affidavit?
        </AccordionTrigger>
        <AccordionContent>
          Often, yes: 28 U.S.C. § 1746 lets an unsworn declaration stand in for an affidavit in federal matters, with a
          particular form of words when it is signed outside the United States. Many states have similar rules, but some
          offices still ask for a notarized affidavit: confirm with the office that will receive it.
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button");
    await expect(trigger.scrollWidth).toBeLessThanOrEqual(trigger.clientWidth);
  },
};

/** Right to left: questions start at the right, the chevron sits at the left. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  args: { defaultValue: "ar" },
  render: ({ headingLevel, ...args }) => (
    <Accordion {...(args as AccordionProps)} className="max-w-2xl">
      <AccordionItem value="ar">
        <AccordionTrigger headingLevel={headingLevel}>{sampleArabic.question}</AccordionTrigger>
        <AccordionContent>{sampleArabic.answer}</AccordionContent>
      </AccordionItem>
      <AccordionItem value="en">
        <AccordionTrigger headingLevel={headingLevel}>{faqs[1]!.question}</AccordionTrigger>
        <AccordionContent>{faqs[1]!.answer}</AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: sampleArabic.question });
    const chevron = trigger.querySelector("svg")!;
    await expect(chevron.getBoundingClientRect().left).toBeLessThan(trigger.getBoundingClientRect().left + 60);
  },
};
