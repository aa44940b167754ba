import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { TypeScale } from "./TypeScale";

const meta = {
  title: "Foundations/Typography",
  component: TypeScale,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen" },
  args: {
    sample: "Record Your First Affidavit",
    paragraph:
      "A declaration is a written statement of facts made and signed by the person who knows them. An affidavit is the same kind of statement sworn or affirmed before a notary public.",
  },
  argTypes: {
    sample: { name: "Sample heading", control: "text" },
    paragraph: { name: "Sample paragraph", control: "text" },
  },
} satisfies Meta<typeof TypeScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typography: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1, name: "Typography" })).toBeVisible();
    // Each step is drawn at the size its token sets: text-base is 16 px, text-5xl 48 px.
    const sizeOf = (step: string) =>
      getComputedStyle(canvasElement.querySelector(`[data-step="${step}"] .font-display`)!).fontSize;
    await expect(sizeOf("base")).toBe("16px");
    await expect(sizeOf("5xl")).toBe("48px");
  },
};
