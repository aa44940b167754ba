import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Card, CardDescription, CardHeader, CardTitle } from "../card/Card";
import { FadeIn } from "./FadeIn";

const meta = {
  title: "Components/FadeIn",
  component: FadeIn,
  parameters: {
    docs: {
      description: {
        component: `
Content rises and fades in as the page opens: hero text, the first paragraph, cards one after another
(\`delayMs\` staggers siblings, e.g. 100 ms apart). It is CSS only: the content is in the page before any script
runs, and nothing moves for people who ask for reduced motion (as in these stories' screenshots). Use it for
the first screen of a page, not for content further down or for anything a visitor is waiting to use.`,
      },
    },
  },
  args: { delayMs: 0, children: "Welcome" },
  argTypes: {
    children: { control: "text" },
    as: { control: "select", options: ["div", "li", "p", "section"] },
    className: { control: false },
  },
} satisfies Meta<typeof FadeIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first paragraph of /about, which fades in after 200 ms. */
export const Single: Story = {
  args: {
    delayMs: 200,
    children: (
      <p className="font-display text-2xl text-primary">
        Cornerstone Law Trust is a private trust devoted to education.
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    const wrapper = within(canvasElement).getByText(
      "Cornerstone Law Trust is a private trust devoted to education.",
    ).parentElement!;
    await expect(wrapper).toHaveClass("animate-fade-in");
    await expect(wrapper.style.animationDelay).toBe("200ms");
  },
};

const maxims = [
  { title: "Ignorance of the law excuses no one", legalMaxim: "Ignorantia juris non excusat" },
  { title: "No one should be a judge in his own cause", legalMaxim: "Nemo debet esse judex in propria causa" },
  { title: "Let the buyer beware", legalMaxim: "Caveat emptor" },
  { title: "The law does not concern itself with trifles", legalMaxim: "De minimis non curat lex" },
  { title: "Where there is a right, there is a remedy", legalMaxim: "Ubi jus ibi remedium" },
  { title: "The law does not compel the impossible", legalMaxim: "Lex non cogit ad impossibilia" },
];

/** Siblings fade in one after another, like the maxim cards of /maxims (600 ms, then 100 ms apart). */
export const Staggered: Story = {
  args: { delayMs: 600 },
  render: (args) => (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {maxims.map((maxim, index) => (
        <FadeIn key={maxim.title} delayMs={args.delayMs! + index * 100}>
          <Card>
            <CardHeader>
              <CardTitle>{maxim.title}</CardTitle>
              <CardDescription lang="la">{maxim.legalMaxim}</CardDescription>
            </CardHeader>
          </Card>
        </FadeIn>
      ))}
    </div>
  ),
};

const videoCategories = ["Affidavits", "Banking", "Contracts", "Courts", "Land Patents", "Trusts & Estate Planning"];

export const AsListItems: Story = {
  args: { delayMs: 100 },
  render: (args) => (
    <ul className="flex flex-col gap-2">
      {videoCategories.map((category, index) => (
        <FadeIn
          key={category}
          as="li"
          delayMs={index * args.delayMs!}
          className="rounded-md border border-border bg-card p-3"
        >
          {category}
        </FadeIn>
      ))}
    </ul>
  ),
};
