import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { RadiusScale } from "./RadiusScale";

const meta = {
  title: "Foundations/Radii",
  component: RadiusScale,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof RadiusScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Radii: Story = {
  play: async ({ canvasElement }) => {
    // --radius-md is calc(var(--radius) - 2px): 0.625rem - 2px = 8px.
    await expect(within(canvasElement).getByText(/--radius-md: .* = 8px/)).toBeVisible();
  },
};
