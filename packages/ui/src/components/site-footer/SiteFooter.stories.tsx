import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { sampleArabic, sampleDisclaimer, sampleFooterYear, sampleSiteName } from "../../storybook/fixtures";
import { rightToLeft } from "../../storybook/rtl";
import { SiteFooter } from "./SiteFooter";

const meta = {
  title: "Components/SiteFooter",
  component: SiteFooter,
  parameters: {
    layout: "fullscreen",
    docs: {
      description: {
        component: `
The navy band that closes every page, under a gold rule: the site's name, optional links, the legal disclaimer in
small but readable text, and the copyright year. The disclaimer and links come from \`content/site.yaml\`.`,
      },
    },
  },
  argTypes: {
    disclaimer: { control: false },
    links: { control: "object", table: { defaultValue: { summary: "— (no link list)" } } },
    year: { control: "number" },
  },
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

/** Footer links hovered (underlined) and focused from the keyboard (a gold ring on navy). */
export const LinkStates: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  parameters: {
    pseudo: { hover: ['footer a[href="/video-library"]'], focusVisible: ['footer a[href="/documents-templates"]'] },
  },
};

export const RightToLeft: Story = {
  decorators: [rightToLeft],
  args: {
    links: [
      { label: sampleArabic.dictionary, href: "/dictionary" },
      { label: "الأسئلة الشائعة", href: "/faq" },
    ],
    disclaimer: <p>{sampleArabic.answer}</p>,
  },
};
