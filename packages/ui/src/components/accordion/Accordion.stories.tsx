import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { sampleArabic, sampleFaqs as faqs } from "../../storybook/fixtures";
import { rightToLeft } from "../../storybook/rtl";
import { interactionStates, pseudoStates, StateMatrix } from "../../storybook/StateMatrix";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger, type AccordionProps } from "./Accordion";

type AccordionStoryArgs = AccordionProps & {
  /** Which questions are open when the page loads (`AccordionItem defaultOpen`). */
  openAtFirst: string[];
  headingLevel: 2 | 3 | 4;
};

const itemOf = (canvas: HTMLElement, question: string) =>
  within(canvas).getByText(question).closest("details") as HTMLDetailsElement;

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

It is the browser's own \`<details>\`: it opens and closes without JavaScript, a link to an answer's id opens it, and
find-in-page finds closed answers. By default one item is open at a time and it can be closed again
(\`type="single"\`, the items share a \`name\`); \`type="multiple"\` lets several stay open. Every answer is in the page's
HTML, closed ones hidden. Each question is a heading: set \`headingLevel\` on \`AccordionTrigger\` to fit the page
outline. An item cannot be disabled: a question without an answer does not belong in the list.`,
      },
    },
  },
  args: { type: "single", children: null, openAtFirst: [faqs[0]!.value], headingLevel: 3 },
  argTypes: {
    type: {
      description:
        "`single`: one item open at a time (opening one closes the other), and it can be closed. `multiple`: any number.",
      control: "inline-radio",
      options: ["single", "multiple"],
      table: { type: { summary: '"single" | "multiple"' }, defaultValue: { summary: '"single"' } },
    },
    children: {
      control: false,
      description: "`AccordionItem`s, each an `AccordionTrigger` and an `AccordionContent`.",
    },
    openAtFirst: {
      name: "Open at first",
      description:
        "`AccordionItem defaultOpen`: the items open when the page loads (with `single`, the browser keeps only the last).",
      control: "check",
      options: faqs.map((faq) => faq.value),
      table: { type: { summary: "boolean" }, defaultValue: { summary: "false" } },
    },
    headingLevel: {
      name: "Question level",
      description: "`AccordionTrigger headingLevel`: the heading level of each question.",
      control: "inline-radio",
      options: [2, 3, 4],
      table: { type: { summary: "2 | 3 | 4" }, defaultValue: { summary: "3" } },
    },
  },
  render: ({ headingLevel, openAtFirst, ...args }) => (
    <Accordion {...args} className="max-w-2xl">
      {faqs.map((faq) => (
        <AccordionItem key={faq.value} defaultOpen={openAtFirst.includes(faq.value)}>
          <AccordionTrigger headingLevel={headingLevel}>{faq.question}</AccordionTrigger>
          <AccordionContent id={faq.value}>{faq.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
} satisfies Meta<AccordionStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One item open when the page loads; opening another closes it (the browser's own `<details name>`). */
export const OneOpen: Story = {
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
  args: { openAtFirst: [] },
};

/** `type="multiple"`: opening one leaves the others open. */
export const SeveralOpen: Story = {
  args: { type: "multiple", openAtFirst: [faqs[0]!.value, faqs[2]!.value] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText(faqs[1]!.question));
    for (const faq of faqs) await waitFor(() => expect(itemOf(canvasElement, faq.question).open).toBe(true));
  },
};

/** Items fade in one after another (`fadeDelayMs`), 150 ms apart as on /faq. */
export const StaggeredFadeIn: Story = {
  render: ({ headingLevel, openAtFirst, ...args }) => (
    <Accordion {...args} className="max-w-2xl">
      {faqs.map((faq, index) => (
        <AccordionItem key={faq.value} defaultOpen={openAtFirst.includes(faq.value)} fadeDelayMs={index * 150}>
          <AccordionTrigger headingLevel={headingLevel}>{faq.question}</AccordionTrigger>
          <AccordionContent>{faq.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
};

/** A question closed and open, at rest, hovered, focused from the keyboard and pressed. */
export const States: Story = {
  globals: pseudoStates("summary"),
  render: ({ headingLevel }) => (
    <StateMatrix
      rowHeading="Item"
      rows={["closed", "open"] as const}
      states={interactionStates.filter((state) => state !== "disabled")}
      renderCell={(row) => (
        <Accordion className="w-44">
          <AccordionItem defaultOpen={row === "open"}>
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
    <Accordion className="max-w-sm">
      <AccordionItem defaultOpen>
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
    const summary = canvasElement.querySelector("summary")!;
    await expect(summary.scrollWidth).toBeLessThanOrEqual(summary.clientWidth);
  },
};

/** Right to left: questions start at the right, the chevron sits at the left. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  render: ({ headingLevel, openAtFirst, ...args }) => (
    <Accordion {...args} className="max-w-2xl">
      <AccordionItem defaultOpen={openAtFirst.length > 0}>
        <AccordionTrigger headingLevel={headingLevel}>{sampleArabic.question}</AccordionTrigger>
        <AccordionContent>{sampleArabic.answer}</AccordionContent>
      </AccordionItem>
      <AccordionItem>
        <AccordionTrigger headingLevel={headingLevel}>{faqs[1]!.question}</AccordionTrigger>
        <AccordionContent>{faqs[1]!.answer}</AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByText(sampleArabic.question).closest("summary")!;
    const chevron = summary.querySelector("svg")!;
    await expect(chevron.getBoundingClientRect().left).toBeLessThan(summary.getBoundingClientRect().left + 60);
  },
};
