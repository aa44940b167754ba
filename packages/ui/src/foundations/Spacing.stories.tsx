import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { SpacingScale } from "./SpacingScale";

const meta = {
  title: "Foundations/Spacing",
  component: SpacingScale,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof SpacingScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spacing: Story = {
  play: async ({ canvasElement }) => {
    // Bars are drawn to scale: step 4 is 16 px, step 11 (the 44 px touch target) 44 px.
    const barOf = (step: string) => canvasElement.querySelector(`[data-step="${step}"] [aria-hidden]`)!;
    await expect(barOf("4").getBoundingClientRect().width).toBe(16);
    await expect(barOf("11").getBoundingClientRect().width).toBe(44);
  },
};
