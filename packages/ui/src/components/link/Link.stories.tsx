import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Link } from "./Link";

const linkClass = "text-primary underline underline-offset-4 hover:decoration-2";

const meta = {
  title: "Navigation/Link",
  component: Link,
  args: { href: "/courses", children: "Browse the courses", className: linkClass },
  argTypes: { external: { control: "boolean" } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Internal hrefs go through the app's link component (here Storybook's non-navigating stand-in). */
export const Internal: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Browse the courses" });
    await expect(link).toHaveAttribute("data-router-link");
    await expect(link).not.toHaveAttribute("target");
  },
};

/** Web links are plain anchors that open in a new tab and say so to screen readers. */
export const ExternalWebsite: Story = {
  args: { href: "https://www.example.org/guide", children: "Read the official guide" },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: /Read the official guide \(opens in a new tab\)/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).not.toHaveAttribute("data-router-link");
  },
};

export const Email: Story = {
  args: { href: "mailto:hello@example.org", children: "hello@example.org" },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "hello@example.org" });
    await expect(link).not.toHaveAttribute("target");
    await expect(link).not.toHaveAttribute("data-router-link");
  },
};

export const Phone: Story = {
  args: { href: "tel:+15555550100", children: "+1 555 555 0100" },
};

export const InPageAnchor: Story = {
  args: { href: "#faq", children: "Jump to the FAQ" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link")).not.toHaveAttribute("data-router-link");
  },
};

/** `external` forces a plain anchor for a relative href (e.g. a downloadable file). */
export const ForcedExternal: Story = {
  args: { href: "/files/handbook.pdf", external: true, children: "Download the handbook (PDF)" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link")).not.toHaveAttribute("data-router-link");
  },
};
