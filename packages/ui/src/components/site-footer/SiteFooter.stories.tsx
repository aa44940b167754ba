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
    description:
      "Free self-help guides, a video library, templates, a legal dictionary and maxims of law from a private trust offering education and services.",
    // The site's sections, as in the header.
    links: [
      { label: "About", href: "/about" },
      { label: "Maxims of Law", href: "/maxims" },
      { label: "Dictionary", href: "/dictionary" },
      { label: "Resources", href: "/resources" },
      { label: "Services", href: "/services" },
      { label: "Contact", href: "/contact" },
      { label: "FAQ", href: "/faq" },
      { label: "Work with us", href: "/work-with-us" },
    ],
    email: "contact@cornerstonelawtrust.example",
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
    const sections = canvas.getByRole("navigation", { name: "Sections" });
    await expect(sections).toBeVisible();
    await expect(within(sections).getAllByRole("link")).toHaveLength(8);
    await expect(canvas.getByRole("link", { name: "contact@cornerstonelawtrust.example" })).toHaveAttribute(
      "href",
      "mailto:contact@cornerstonelawtrust.example",
    );
  },
};

/** On phones too every section is linked: without JavaScript the footer is a second way to each. */
export const Phone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("navigation", { name: "Sections" })).toBeVisible();
  },
};

/** Name, disclaimer and year only. */
export const WithoutLinks: Story = {
  args: { links: undefined, email: undefined, description: undefined },
};

/** Footer links hovered (underlined) and focused from the keyboard (a gold ring on navy). */
export const LinkStates: Story = {
  globals: {
    viewport: { value: "desktop", isRotated: false },
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
