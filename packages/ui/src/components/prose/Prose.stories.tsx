import type { Meta, StoryObj } from "@storybook/react-vite";
import { Prose } from "./Prose";

const meta = {
  title: "Content/Prose",
  component: Prose,
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

const article = (
  <>
    <h2>What is a small claim?</h2>
    <p>
      A small claim is a way to ask a court to settle a dispute about a limited amount of money without the cost and
      formality of a full trial. Most people bring them <strong>without a lawyer</strong>, and the judge will explain
      the process as it goes. Read more in <a href="/articles/court-basics">our guide to court basics</a>.
    </p>
    <h3>Before you file</h3>
    <ol>
      <li>Write to the other side explaining what you want and by when.</li>
      <li>Collect receipts, contracts, photos and messages.</li>
      <li>Check whether the time limit for your kind of claim has passed.</li>
    </ol>
    <blockquote>
      <p>Most disputes settle before the hearing once both sides see the evidence in writing.</p>
    </blockquote>
    <h3>At the hearing</h3>
    <ul>
      <li>Arrive early and bring three copies of your documents.</li>
      <li>
        Speak to the judge as “Judge” and keep to the facts; the <code>case number</code> is on every letter.
      </li>
    </ul>
    <hr />
    <p>
      This article is general information, not legal advice. If your situation is complicated, talk to a qualified
      adviser.
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
