import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Spinner } from "./Spinner";

const meta = {
  title: "Feedback/Spinner",
  component: Spinner,
  argTypes: { size: { control: "inline-radio", options: ["md", "lg"] } },
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
