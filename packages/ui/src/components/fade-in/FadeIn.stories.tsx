import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Card, CardDescription, CardHeader, CardTitle } from "../card/Card";
import { FadeIn } from "./FadeIn";

const meta = {
  title: "Motion/FadeIn",
  component: FadeIn,
  args: { delayMs: 0, children: "Welcome" },
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
  render: () => (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {maxims.map((maxim, index) => (
        <FadeIn key={maxim.title} delayMs={600 + index * 100}>
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
  render: () => (
    <ul className="flex flex-col gap-2">
      {videoCategories.map((category, index) => (
        <FadeIn key={category} as="li" delayMs={index * 100} className="rounded-md border border-border bg-card p-3">
          {category}
        </FadeIn>
      ))}
    </ul>
  ),
};
