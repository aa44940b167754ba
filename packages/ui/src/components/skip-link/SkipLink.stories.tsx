import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { SkipLink } from "./SkipLink";

const meta = {
  title: "Layout/SkipLink",
  component: SkipLink,
  parameters: { layout: "fullscreen" },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <main id="main" tabIndex={-1} className="p-8">
        <p>Press Tab to reveal the skip link.</p>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until it receives focus, then visible at the top left. */
export const VisibleOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Skip to main content" });
    await expect(link).toHaveAttribute("href", "#main");
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(100);
  },
};
