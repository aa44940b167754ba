import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Link } from "./Link";

const linkClass = "text-primary underline underline-offset-4 hover:decoration-2";

const meta = {
  title: "Navigation/Link",
  component: Link,
  args: { href: "/dictionary/trust", children: "Look up “trust” in the dictionary", className: linkClass },
  argTypes: { external: { control: "boolean" } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Internal hrefs go through the app's link component (here Storybook's non-navigating stand-in). */
export const Internal: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Look up “trust” in the dictionary" });
    await expect(link).toHaveAttribute("data-router-link");
    await expect(link).not.toHaveAttribute("target");
  },
};

/** Web links are plain anchors that open in a new tab and say so to screen readers. */
export const ExternalWebsite: Story = {
  args: {
    href: "https://www.law.cornell.edu/uscode/text/28/1746",
    children: "28 U.S.C. § 1746 — Unsworn declarations under penalty of perjury",
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", {
      name: /Unsworn declarations under penalty of perjury \(opens in a new tab\)/,
    });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).not.toHaveAttribute("data-router-link");
  },
};

export const Email: Story = {
  args: { href: "mailto:contact@cornerstonelawtrust.example", children: "contact@cornerstonelawtrust.example" },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "contact@cornerstonelawtrust.example" });
    await expect(link).not.toHaveAttribute("target");
    await expect(link).not.toHaveAttribute("data-router-link");
  },
};

/** The site lists no phone number (consultations are booked on /phone-consultation): a fictional 555 number. */
export const Phone: Story = {
  args: { href: "tel:+15555550100", children: "+1 555 555 0100" },
};

export const InPageAnchor: Story = {
  args: { href: "#core-services", children: "Core Services" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link")).not.toHaveAttribute("data-router-link");
  },
};

/** `external` forces a plain anchor for a relative href (e.g. a downloadable file). */
export const ForcedExternal: Story = {
  args: {
    href: "/downloads/county-recording-guide.pdf",
    external: true,
    children: "Guide to Recording Documents at a County Recorder (PDF)",
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link")).not.toHaveAttribute("data-router-link");
  },
};
