import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Card, CardDescription, CardHeader, CardTitle } from "../card/Card";
import { FadeIn } from "./FadeIn";

const meta = {
  title: "Motion/FadeIn",
  component: FadeIn,
  args: { delayMs: 0, children: "Hello" },
} satisfies Meta<typeof FadeIn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  args: {
    delayMs: 150,
    children: <p className="font-display text-2xl text-primary">Legal knowledge, made approachable.</p>,
  },
  play: async ({ canvasElement }) => {
    const wrapper = within(canvasElement).getByText("Legal knowledge, made approachable.").parentElement!;
    await expect(wrapper).toHaveClass("animate-fade-in");
    await expect(wrapper.style.animationDelay).toBe("150ms");
  },
};

const topics = ["Housing", "Employment", "Family", "Consumer rights", "Small claims", "Immigration"];

/** Siblings fade in one after another. */
export const Staggered: Story = {
  render: () => (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {topics.map((topic, index) => (
        <FadeIn key={topic} delayMs={index * 120}>
          <Card>
            <CardHeader>
              <CardTitle>{topic}</CardTitle>
              <CardDescription>Guides, videos and checklists.</CardDescription>
            </CardHeader>
          </Card>
        </FadeIn>
      ))}
    </div>
  ),
};

export const AsListItems: Story = {
  render: () => (
    <ul className="flex flex-col gap-2">
      {topics.map((topic, index) => (
        <FadeIn key={topic} as="li" delayMs={index * 100} className="rounded-md border border-border bg-card p-3">
          {topic}
        </FadeIn>
      ))}
    </ul>
  ),
};
