import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { sampleSiteName } from "../../storybook/fixtures";
import { SiteFooter } from "./SiteFooter";

const meta = {
  title: "Layout/SiteFooter",
  component: SiteFooter,
  parameters: { layout: "fullscreen" },
  args: {
    siteName: sampleSiteName,
    year: 2025,
    links: [
      { label: "About", href: "/about" },
      { label: "Contact", href: "/contact" },
      { label: "Privacy", href: "/privacy" },
      { label: "Accessibility", href: "/accessibility" },
    ],
    disclaimer: (
      <>
        <p>
          The information on this website is for general educational purposes only and does not constitute legal advice.
          Reading it, watching our videos or contacting us does not create a lawyer–client relationship. Laws change and
          differ between places; the right answer for you depends on the facts of your situation.
        </p>
        <p>
          If you need advice about a specific problem, speak to a qualified lawyer or an accredited advice service. If
          you are in danger, contact the emergency services.
        </p>
      </>
    ),
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("contentinfo")).toHaveTextContent("© 2025 Know Your Rights Academy");
    await expect(canvas.getByRole("navigation", { name: "Footer" })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
};

export const WithoutLinks: Story = {
  args: { links: undefined },
};
