import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ShadowScale } from "./ShadowScale";

const meta = {
  title: "Foundations/Shadows",
  component: ShadowScale,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof ShadowScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shadows: Story = {
  play: async ({ canvasElement }) => {
    // Only the elevations the kit uses are shown, each with the shadow its token sets.
    const card = canvasElement.querySelector<HTMLElement>('[data-shadow="2xl"] div')!;
    await expect(getComputedStyle(card).boxShadow).toContain("50px -12px");
    await expect(canvasElement.querySelector('[data-shadow="2xs"]')).toBeNull();
  },
};
