import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { rightToLeft } from "../../storybook/rtl";
import { SkipLink } from "./SkipLink";

const meta = {
  title: "Components/SkipLink",
  component: SkipLink,
  parameters: {
    layout: "fullscreen",
    docs: {
      description: {
        component: `
The first thing a keyboard user meets on every page: *Skip to main content*, hidden until it has focus, then shown at
the top corner. It jumps past the header to the element with \`targetId\` (the page's \`<main>\`).`,
      },
    },
  },
  argTypes: { label: { control: "text" }, targetId: { control: "text" } },
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

/** Right to left, focused: it appears at the top right. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  args: { label: "انتقل إلى المحتوى الرئيسي" },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole("link");
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().right).toBeGreaterThan(window.innerWidth / 2);
  },
};
