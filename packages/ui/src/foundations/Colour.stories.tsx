import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ColourPalette, ContrastTable, measuredPairs } from "./ColourPalette";
import { formatRatio, meetsAA } from "./contrast";
import { kitTheme } from "./theme";

const meta = {
  title: "Foundations/Colour",
  component: ColourPalette,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof ColourPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Palette: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1, name: "Colour" })).toBeVisible();
    // Every colour token of the stylesheet has its swatch.
    await expect(canvasElement.querySelectorAll("[data-colour]")).toHaveLength(kitTheme.group("--color-").length);
  },
};

export const Contrast: StoryObj<typeof ContrastTable> = {
  // The review report lists a failure of this check among the contrast failures.
  tags: ["contrast"],
  render: (args) => <ContrastTable {...args} />,
  args: { sampleText: "Start Process" },
  argTypes: { sampleText: { name: "Sample text", control: "text" } },
  play: async ({ canvasElement }) => {
    // A token change that leaves a pair below its WCAG level fails here, naming the pair.
    const below = measuredPairs
      .filter((pair) => !meetsAA(pair.ratio, pair.use))
      .map((pair) => `${pair.foreground} on ${pair.background}: ${formatRatio(pair.ratio)} (${pair.use})`);
    await expect(below).toEqual([]);
    await expect(canvasElement.querySelectorAll("[data-pair]")).toHaveLength(measuredPairs.length);
  },
};
