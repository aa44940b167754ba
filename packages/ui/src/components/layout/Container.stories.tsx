import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Container } from "./Container";

const meta = {
  title: "Components/Container",
  component: Container,
  parameters: {
    layout: "fullscreen",
    docs: {
      description: {
        component: `
The page's column: centred, at most 72 rem (1152 px) wide, with side padding that grows with the screen (16, 24,
then 32 px). Every band of a page (header, sections, footer) puts its content in one, so their edges line up.`,
      },
    },
  },
  args: {
    children: "The content of a page lines up with the header and the footer.",
    className: "bg-secondary py-6",
  },
  argTypes: {
    children: { description: "The content of the column.", control: "text" },
    className: { description: "Classes added to the column (here, to show it).", control: false },
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector<HTMLElement>(".mx-auto")!;
    // 1152 px wide at most, centred in a 1280 px window, 32 px of padding on each side.
    await expect(container.getBoundingClientRect().width).toBe(1152);
    await expect(getComputedStyle(container).paddingLeft).toBe("32px");
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(canvasElement.querySelector(".mx-auto")!).paddingLeft).toBe("16px");
  },
};
