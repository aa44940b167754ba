import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { sampleCta, sampleLogo, sampleNavLinks, sampleSiteName } from "../../storybook/fixtures";
import { Button } from "../button/Button";
import { Container } from "../layout/Container";
import { SiteHeader, type SiteHeaderProps } from "./SiteHeader";

const meta = {
  title: "Layout/SiteHeader",
  component: SiteHeader,
  parameters: { layout: "fullscreen", docs: { story: { inline: false, iframeHeight: 420 } } },
  args: {
    logo: sampleLogo,
    siteName: sampleSiteName,
    links: sampleNavLinks,
    cta: sampleCta,
    currentPath: "/articles",
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: "phone", isRotated: false } };
const desktop = { viewport: { value: "desktop", isRotated: false } };

/** The home route: the header lies over a dark full-screen hero from `md` up. */
function HomePage(args: SiteHeaderProps) {
  return (
    <div className="relative">
      <SiteHeader {...args} variant="home" />
      <section className="flex min-h-[560px] items-center bg-primary bg-[radial-gradient(ellipse_at_top_right,#1f3b5e,transparent_60%)] py-16 text-primary-foreground md:min-h-screen md:pt-28">
        <Container>
          <p className="text-sm font-semibold tracking-[0.14em] text-accent uppercase">Free legal education</p>
          <h1 className="mt-4 max-w-3xl font-display text-4xl leading-tight font-semibold md:text-6xl">
            Understand your rights. Act with confidence.
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-primary-foreground/85">
            Plain-language courses, articles and videos about the law you meet every day.
          </p>
          <Button href="/courses" variant="accent" size="lg" className="mt-8">
            Explore the courses
          </Button>
        </Container>
      </section>
    </div>
  );
}

export const DefaultDesktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    await expect(within(nav).getByRole("link", { name: "Articles" })).toHaveAttribute("aria-current", "page");
    await expect(within(nav).getByRole("link", { name: "Courses" })).not.toHaveAttribute("aria-current");
    await expect(canvas.getByRole("link", { name: /Know Your Rights Academy/ })).toHaveAttribute("href", "/");
    await expect(canvas.queryByRole("button", { name: "Open menu" })).toBeNull();
  },
};

export const DefaultPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Open menu" })).toBeVisible();
    await expect(canvas.queryByRole("navigation", { name: "Main" })).toBeNull();
  },
};

export const HomeDesktop: Story = {
  globals: desktop,
  args: { currentPath: "/" },
  render: (args) => <HomePage {...args} />,
};

/** Under 768 px the home header looks like the default one. */
export const HomePhone: Story = {
  globals: phone,
  args: { currentPath: "/" },
  render: (args) => <HomePage {...args} />,
};

export const MenuOpenPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Open menu" }));
  },
};

/** At phone width: the toggle opens the menu, choosing a link closes it, and so does Escape. */
export const MenuInteractionPhone: Story = {
  globals: phone,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await step("The toggle opens the menu", async () => {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(toggle).toHaveAccessibleName("Close menu");
      const nav = canvas.getByRole("navigation", { name: "Main" });
      await expect(nav).toBeVisible();
      await expect(nav.id).toBe(toggle.getAttribute("aria-controls"));
    });

    await step("Choosing a link closes it", async () => {
      await userEvent.click(canvas.getByRole("link", { name: "Videos" }));
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(canvas.queryByRole("navigation", { name: "Main" })).toBeNull();
    });

    await step("Escape closes it and focus returns to the toggle", async () => {
      await userEvent.click(toggle);
      await userEvent.tab();
      await expect(canvas.getByRole("link", { name: "Courses" })).toHaveFocus();
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(toggle).toHaveAttribute("aria-expanded", "false"));
      await expect(toggle).toHaveFocus();
    });
  },
};
