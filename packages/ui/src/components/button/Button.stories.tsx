import type { Meta, StoryObj } from "@storybook/react-vite";
import { ArrowRight, Download, Search } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "./Button";

const variants = ["default", "secondary", "outline", "ghost", "link", "destructive", "accent"] as const;
const sizes = ["sm", "default", "lg", "icon", "inline"] as const;

const meta = {
  title: "Components/Button",
  component: Button,
  args: { children: "Start Process", onClick: fn() },
  argTypes: {
    variant: { control: "select", options: variants },
    size: { control: "select", options: sizes },
    href: { control: "text" },
    disabled: { control: "boolean" },
    asChild: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Start Process" });
    // The design tokens are really applied (Tailwind runs in Storybook and in the tests).
    await expect(getComputedStyle(button).backgroundColor).toBe("rgb(15, 39, 66)");
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-4">
      {variants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const AllSizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-4">
      {sizes.map((size) =>
        size === "icon" ? (
          <Button key={size} {...args} size="icon" aria-label="Search legal terms">
            <Search aria-hidden="true" />
          </Button>
        ) : (
          <Button key={size} {...args} size={size}>
            Size {size}
          </Button>
        ),
      )}
    </div>
  ),
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        Go to Step 2 <ArrowRight aria-hidden="true" />
      </>
    ),
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button")).toBeDisabled();
  },
};

/** Given an `href`, the button renders as a link (through the app's router for internal routes). */
export const AsLink: Story = {
  args: { href: "/diy-processes", children: "View Processes" },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "View Processes" });
    await expect(link).toHaveAttribute("href", "/diy-processes");
    await expect(link).toHaveAttribute("data-router-link");
  },
};

export const AsExternalLink: Story = {
  args: {
    href: "https://www.law.cornell.edu/uscode/text/28/1746",
    variant: "outline",
    children: "Read 28 U.S.C. § 1746",
  },
};

/** `disabled` with an `href` is a non-interactive span, styled disabled (no new litigation cases for now). */
export const DisabledLink: Story = {
  args: { href: "/litigation", disabled: true, children: "Start Litigation Process" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("link")).toBeNull();
    const span = canvas.getByText("Start Litigation Process");
    await expect(span.tagName).toBe("SPAN");
    await expect(span).toHaveAttribute("aria-disabled", "true");
  },
};

export const AsChild: Story = {
  args: {
    asChild: true,
    variant: "secondary",
    children: (
      <a href="/downloads/declaration-template.docx" download>
        <Download aria-hidden="true" /> Download the Declaration Template
      </a>
    ),
  },
};

export const LinkVariantsAndSizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          {sizes
            .filter((size) => size !== "icon")
            .map((size) => (
              <Button key={size} {...args} href="/resources" variant={variant} size={size}>
                {variant} {size}
              </Button>
            ))}
        </div>
      ))}
    </div>
  ),
};

export const LongLabelOnAPhone: Story = {
  args: { children: "Download the Guide to Recording Documents at a County Recorder" },
  render: (args) => (
    <div className="w-72 border border-dashed border-border p-2">
      <Button {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button");
    const box = button.parentElement!.getBoundingClientRect();
    const rect = button.getBoundingClientRect();
    // The label wraps inside the button, and the button inside its column.
    await expect(rect.right).toBeLessThanOrEqual(box.right);
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    await expect(rect.height).toBeGreaterThan(44);
  },
};
