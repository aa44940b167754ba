import type { Meta, StoryObj } from "@storybook/react-vite";
import { Search } from "lucide-react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { sampleArabic, sampleCta, sampleLogo, sampleNavLinks, sampleSiteName } from "../../storybook/fixtures";
import { rightToLeft } from "../../storybook/rtl";
import { SiteHeader, type SiteHeaderProps } from "./SiteHeader";

const meta = {
  title: "Components/SiteHeader",
  component: SiteHeader,
  parameters: {
    layout: "fullscreen",
    docs: {
      description: {
        component: `
The bar at the top of every page: the logo and the site's name (a link home), the main navigation and one call to
action. From 768 px the navigation is a row (set closer and smaller up to 1023 px); below, it folds behind a menu
button (Escape, choosing a link or a tap outside closes it), and the site's name stands beside the logo from 360 px. The link of the page you are on is
marked (\`currentPath\`) for sight and for screen readers. \`variant="home"\` lays it over the home page's dark hero
from 768 px, in white and gold; below 768 px it is the default header. Links come from \`content/site.yaml\`; keep them to about seven.`,
      },
      story: { inline: false, iframeHeight: 420 },
    },
  },
  argTypes: {
    logo: { control: "object" },
    links: { control: "object" },
    cta: { control: "object" },
    variant: { control: "inline-radio", options: ["default", "home"] },
    currentPath: { control: "text", table: { defaultValue: { summary: "— (no link marked)" } } },
    search: { control: false, table: { defaultValue: { summary: "— (none)" } } },
  },
  args: {
    logo: sampleLogo,
    siteName: sampleSiteName,
    links: sampleNavLinks,
    cta: sampleCta,
    currentPath: "/dictionary",
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: "phone", isRotated: false } };
/** The phone menu's toggle: the summary of a `<details>`, so the menu opens without JavaScript too. */
const menuToggle = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>("header details > summary")!;
const menu = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLDetailsElement>("header details")!;
const desktop = { viewport: { value: "desktop", isRotated: false } };

/**
 * The home route: the header lies over the dark full-screen hero from `md` up (the hero itself is in
 * Screens/Home).
 */
function HomePage(args: SiteHeaderProps) {
  return (
    <div className="relative">
      <SiteHeader {...args} variant="home" />
      <div className="min-h-[560px] bg-primary md:min-h-screen" />
    </div>
  );
}

export const DefaultDesktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    await expect(within(nav).getByRole("link", { name: "Dictionary" })).toHaveAttribute("aria-current", "page");
    await expect(within(nav).getByRole("link", { name: "Maxims of Law" })).not.toHaveAttribute("aria-current");
    await expect(canvas.getByRole("link", { name: /Cornerstone Law Trust/ })).toHaveAttribute("href", "/");
    await expect(canvas.getByRole("link", { name: "Work with us" })).toHaveAttribute("href", "/work-with-us");
    await expect(menuToggle(canvasElement)).not.toBeVisible();
  },
};

/** On a page under a section (a service page), the section's link is marked as the current section. */
export const SectionOfSubpageDesktop: Story = {
  globals: desktop,
  args: { currentPath: "/services/private-trust" },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Main" });
    await expect(within(nav).getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "true");
    await expect(within(nav).getByRole("link", { name: "Dictionary" })).not.toHaveAttribute("aria-current");
  },
};

export const DefaultPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(menuToggle(canvasElement)).toBeVisible();
    await expect(menuToggle(canvasElement)).toHaveTextContent("Menu");
    await expect(canvas.queryByRole("navigation", { name: "Main" })).toBeNull();
  },
};

const tablet = { viewport: { value: "tablet", isRotated: false } };

/** From 768 px the seven links and the call to action are in the row, and there is no menu button. */
export const DefaultTablet: Story = {
  globals: tablet,
  play: async ({ canvasElement }) => {
    await expect(menuToggle(canvasElement)).not.toBeVisible();
    const nav = within(canvasElement).getByRole("navigation", { name: "Main" });
    for (const link of within(nav).getAllByRole("link")) await expect(link).toBeVisible();
  },
};

/** Over the home hero at tablet width the links are white, the call to action gold. */
export const HomeTablet: Story = {
  globals: tablet,
  args: { currentPath: "/" },
  render: (args) => <HomePage {...args} />,
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
    await userEvent.click(menuToggle(canvasElement));
  },
};

/** At phone width: the toggle opens the menu, choosing a link closes it, and so does Escape. */
export const MenuInteractionPhone: Story = {
  globals: phone,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const toggle = menuToggle(canvasElement);
    await expect(menu(canvasElement).open).toBe(false);

    await step("The toggle opens the menu", async () => {
      await userEvent.click(toggle);
      await waitFor(() => expect(menu(canvasElement).open).toBe(true));
      const nav = canvas.getByRole("navigation", { name: "Main" });
      await expect(nav).toBeVisible();
      await expect(nav.id).toBe(toggle.getAttribute("aria-controls"));
    });

    await step("Choosing a link closes it", async () => {
      await userEvent.click(canvas.getByRole("link", { name: "Maxims of Law" }));
      await waitFor(() => expect(menu(canvasElement).open).toBe(false));
      await expect(canvas.queryByRole("navigation", { name: "Main" })).toBeNull();
    });

    await step("Escape closes it and focus returns to the toggle", async () => {
      await userEvent.click(toggle);
      await waitFor(() => expect(menu(canvasElement).open).toBe(true));
      await userEvent.tab();
      await expect(canvas.getByRole("link", { name: "About" })).toHaveFocus();
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(menu(canvasElement).open).toBe(false));
      await expect(toggle).toHaveFocus();
    });
  },
};

/** Navigation links hovered, focused from the keyboard and pressed, beside the current page's link. */
export const NavigationStates: Story = {
  globals: {
    ...desktop,
    pseudo: {
      hover: ['nav a[href="/about"]', 'nav a[href="/resources"]', 'nav a[href="/work-with-us"]'],
      focusVisible: ['nav a[href="/maxims"]'],
      active: ['nav a[href="/resources"]'],
    },
  },
};

/** A long site name stays on one line beside the logo on a phone, cut with an ellipsis; the menu stays in the window. */
export const LongSiteNamePhone: Story = {
  globals: phone,
  args: { siteName: "Cornerstone Law Trust for Private Education in Declarations, Affidavits and Trusts" },
  play: async ({ canvasElement }) => {
    const toggle = menuToggle(canvasElement);
    await expect(toggle.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const RightToLeftDesktop: Story = {
  globals: desktop,
  decorators: [rightToLeft],
  args: {
    links: [
      { label: sampleArabic.dictionary, href: "/dictionary" },
      { label: "الأسئلة الشائعة", href: "/faq" },
      { label: "اتصل بنا", href: "/contact" },
    ],
    cta: { label: "اعمل معنا", href: "/work-with-us" },
  },
  play: async ({ canvasElement }) => {
    const home = within(canvasElement).getByRole("link", { name: /Cornerstone Law Trust/ });
    // The logo and name start the bar at the right.
    await expect(home.getBoundingClientRect().right).toBeGreaterThan(window.innerWidth / 2);
  },
};

/** The `search` slot: a control that stays in the bar at every width, before the phone menu. */
export const WithSearchPhone: Story = {
  globals: phone,
  args: {
    search: (
      <button
        type="button"
        aria-haspopup="dialog"
        className="ml-auto inline-flex size-11 cursor-pointer items-center justify-center rounded-md text-primary"
      >
        <Search aria-hidden="true" className="size-5" />
        <span className="sr-only">Search</span>
      </button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole("button", { name: "Search" });
    await expect(search).toBeVisible();
    const menu = menuToggle(canvasElement);
    await expect(search.getBoundingClientRect().right).toBeLessThanOrEqual(menu.getBoundingClientRect().left);
  },
};
