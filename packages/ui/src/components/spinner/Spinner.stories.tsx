import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { rightToLeft } from "../../storybook/rtl";
import { Spinner } from "./Spinner";

const meta = {
  title: "Components/Spinner",
  component: Spinner,
  parameters: {
    docs: {
      description: {
        component: `
Something is loading. The spinner is decorative: pair it with words, visible (*Loading the lesson…*) or for
screen readers in a \`role="status"\` region. \`md\` sits beside a line of text, \`lg\` alone in an empty frame
(a video or widget still loading). It takes the colour of its text, and stands still for people who ask for
reduced motion. Inside a \`Button\`, use the button's \`loading\` instead.`,
      },
    },
  },
  argTypes: {
    size: { control: "inline-radio", options: ["md", "lg"] },
    className: { control: false, description: "Classes added to the icon, e.g. its colour." },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside text, as in "Loading the lesson…": the words carry the meaning, the icon is hidden. */
export const BesideText: Story = {
  render: (args) => (
    <p className="flex items-center gap-2 text-muted-foreground">
      <Spinner {...args} /> Loading the lesson…
    </p>
  ),
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector("svg")!;
    await expect(icon).toHaveAttribute("aria-hidden", "true");
    await expect(icon.getBoundingClientRect().width).toBe(24);
    await expect(within(canvasElement).getByText("Loading the lesson…")).toBeVisible();
  },
};

/** Alone in an empty frame (a video or widget that is still loading), in the frame's colour. */
export const InAFrame: Story = {
  args: { size: "lg", className: "text-primary" },
  render: (args) => (
    <div role="status" className="flex aspect-video w-80 items-center justify-center rounded-lg border border-border">
      <Spinner {...args} />
      <span className="sr-only">Loading the video</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("svg")!.getBoundingClientRect().width).toBe(32);
  },
};

/** Right to left: the spinner leads the words from the right. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  render: (args) => (
    <p className="flex items-center gap-2 text-muted-foreground">
      <Spinner {...args} /> جارٍ تحميل الدرس…
    </p>
  ),
};
