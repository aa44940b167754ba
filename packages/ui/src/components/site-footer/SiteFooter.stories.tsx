import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { sampleDisclaimer, sampleFooterYear, sampleSiteName } from "../../storybook/fixtures";
import { SiteFooter } from "./SiteFooter";

const meta = {
  title: "Layout/SiteFooter",
  component: SiteFooter,
  parameters: { layout: "fullscreen" },
  args: {
    siteName: sampleSiteName,
    year: sampleFooterYear,
    links: [
      { label: "DIY Processes", href: "/diy-processes" },
      { label: "Video Library", href: "/video-library" },
      { label: "Documents and Templates", href: "/documents-templates" },
      { label: "Phone Consultation", href: "/phone-consultation" },
    ],
    disclaimer: <p>{sampleDisclaimer}</p>,
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole("contentinfo");
    await expect(footer).toHaveTextContent("© 2025 Cornerstone Law Trust");
    await expect(footer).toHaveTextContent("Cornerstone Law Trust is a private trust.");
    await expect(canvas.getByRole("navigation", { name: "Footer" })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
};

/** As the site has it today: `content/site.yaml` lists no footer links. */
export const WithoutLinks: Story = {
  args: { links: undefined },
};
