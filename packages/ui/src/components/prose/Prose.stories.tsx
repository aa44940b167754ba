import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleArabic } from "../../storybook/fixtures";
import { rightToLeft } from "../../storybook/rtl";
import { pseudoStates } from "../../storybook/StateMatrix";
import { Prose } from "./Prose";

const meta = {
  title: "Components/Prose",
  component: Prose,
  parameters: {
    docs: {
      description: {
        component: `
Long-form text written by authors (lessons, service pages, definitions): headings in the serif, a readable measure,
navy underlined links, gold bullets, quotes with a gold rule. Wrap the rendered Markdown or MDX in it; do not style
its elements one by one. \`tone="inverse"\` sets it on a navy panel, keeping every colour pair readable.`,
      },
    },
  },
  argTypes: {
    as: { control: "select", options: ["div", "article", "section"] },
    children: { control: false },
    className: { control: false },
  },
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shortened lesson from the first DIY process (declarations and affidavits). */
const article = (
  <>
    <h2>Declaration or affidavit?</h2>
    <p>
      A <strong>declaration</strong> is a written statement of facts made and signed by the person who knows them. An{" "}
      <strong>affidavit</strong> is the same kind of statement sworn or affirmed before a notary public, who then
      completes a certificate called a <em>jurat</em>. See the dictionary entries for{" "}
      <a href="/dictionary/affidavit">affidavit</a> and <a href="/dictionary/declaration">declaration</a>.
    </p>
    <h3>The parts of a declaration</h3>
    <ol>
      <li>A plain title, such as “Declaration of Jane Doe Regarding Receipt of Notice”.</li>
      <li>An opening that identifies you: “I, Jane Doe, declare as follows:”.</li>
      <li>Numbered paragraphs, one fact in each, in the first person.</li>
      <li>A closing statement, the date and your signature.</li>
    </ol>
    <blockquote>
      <p>I declare under penalty of perjury that the foregoing is true and correct.</p>
    </blockquote>
    <h3>Writing good paragraphs</h3>
    <ul>
      <li>Be specific: dates, places, amounts and names carry more weight than general descriptions.</li>
      <li>
        State facts, not conclusions, and label each attachment you rely on, such as <code>Exhibit A</code>.
      </li>
    </ul>
    <hr />
    <p>
      This guide is general education, not legal advice. Requirements differ from state to state and county to county:
      verify them with the office concerned and consult a licensed professional about your own situation.
    </p>
  </>
);

export const Article: Story = {
  args: { as: "article", children: article },
};

export const Phone: Story = {
  args: { as: "article", children: article },
  globals: { viewport: { value: "phone", isRotated: false } },
};

/** Text on a navy panel, as in the home hero and the closing section of the maxims page. */
export const Inverse: Story = {
  args: { tone: "inverse", children: article },
  decorators: [
    (Story) => (
      <div className="rounded-lg bg-primary p-8 text-primary-foreground">
        <Story />
      </div>
    ),
  ],
};

/** Links in running text: at rest, hovered (a thicker underline) and focused from the keyboard. */
export const LinkStates: Story = {
  globals: pseudoStates("a"),
  args: {
    children: (
      <ul>
        <li data-state-cell="rest">
          At rest: see <a href="/dictionary/affidavit">affidavit</a>.
        </li>
        <li data-state-cell="hover">
          Hovered: see <a href="/dictionary/declaration">declaration</a>.
        </li>
        <li data-state-cell="focus-visible">
          Focused: see <a href="/dictionary/jurat">jurat</a>.
        </li>
      </ul>
    ),
  },
};

/** A right-to-left article: lists, quotes and their rules mirror. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  args: {
    as: "article",
    children: (
      <>
        <h2>{sampleArabic.processTitle}</h2>
        <p>{sampleArabic.processDescription}</p>
        <ul>
          <li>{sampleArabic.stepSummary}</li>
          <li>{sampleArabic.answer}</li>
        </ul>
        <blockquote>
          <p>{sampleArabic.question}</p>
        </blockquote>
      </>
    ),
  },
};
