import type { Meta, StoryObj } from "@storybook/react-vite";
import { ArrowRight, Download, Search } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { sampleArabic } from "../../storybook/fixtures";
import { rightToLeft } from "../../storybook/rtl";
import { pseudoStates, StateMatrix } from "../../storybook/StateMatrix";
import { tokenColour } from "../../storybook/token-colour";
import { Button } from "./Button";

const variants = ["default", "secondary", "outline", "ghost", "link", "destructive", "accent"] as const;
const sizes = ["sm", "default", "lg", "icon", "inline"] as const;

const meta = {
  title: "Components/Button",
  component: Button,
  parameters: {
    docs: {
      description: {
        component: `
An action, or a link that looks like one (give it \`href\`). One **default** (navy) button per view carries the
main action: *Start Process*, *Book Consultation*.

| Variant | Use it for |
| --- | --- |
| \`default\` | The main action of a page, card or dialog. |
| \`secondary\` | A second, quieter action beside the main one, or a download in a list. |
| \`outline\` | An alternative to the main action (*Back*, *Book Consultation* next to *Start*). |
| \`ghost\` | Actions in toolbars and menus, where a border would be noise. |
| \`link\` | An action inside running text; it flows with the text unless given a size. |
| \`destructive\` | An action that removes or cancels something. |
| \`accent\` | The call to action on the navy hero (gold on navy); not on light backgrounds. |

Sizes: \`default\` (44 px, the touch target) almost everywhere, \`sm\` in dense lists, \`lg\` for a hero's single action,
\`icon\` for a square icon-only button (give it \`aria-label\`). Labels wrap rather than overflow on a narrow phone.
\`loading\` shows a spinner and blocks a second press while an action runs; \`disabled\` says an action is not
available (prefer telling people why).`,
      },
    },
  },
  args: { children: "Start Process", onClick: fn() },
  argTypes: {
    children: { description: "The label (and an optional icon).", control: "text" },
    variant: {
      description: "The look, by role: see the table above.",
      control: "select",
      options: variants,
      table: { type: { summary: variants.map((v) => `"${v}"`).join(" | ") }, defaultValue: { summary: '"default"' } },
    },
    size: {
      description: "Height and padding. A `link` button is `inline` unless given a size.",
      control: "select",
      options: sizes,
      table: {
        type: { summary: sizes.map((s) => `"${s}"`).join(" | ") },
        defaultValue: { summary: '"default" ("inline" for the link variant)' },
      },
    },
    href: { control: "text", table: { defaultValue: { summary: "— (a <button>)" } } },
    external: { control: "boolean", table: { defaultValue: { summary: "false" } } },
    disabled: {
      description: "The action is not available: greyed out and not focusable.",
      control: "boolean",
      table: { defaultValue: { summary: "false" } },
    },
    loading: { control: "boolean", table: { defaultValue: { summary: "false" } } },
    asChild: { control: false, table: { defaultValue: { summary: "false" } } },
    type: { control: false, description: "The button's form role.", table: { defaultValue: { summary: '"button"' } } },
    onClick: { control: false, description: "Called when the button is pressed." },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Start Process" });
    // The design tokens are really applied (Tailwind runs in Storybook and in the tests).
    await expect(getComputedStyle(button).backgroundColor).toBe(tokenColour("--color-primary"));
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

/**
 * Every variant at rest, hovered, focused from the keyboard, pressed, disabled and loading. Hover,
 * focus and pressed are forced by the pseudo-states addon (the toolbar's "pseudo" menu forces them
 * on any story).
 */
export const States: Story = {
  globals: pseudoStates(),
  render: (args) => (
    <StateMatrix
      rowHeading="Variant"
      rows={variants}
      states={["rest", "hover", "focus-visible", "pressed", "disabled", "loading"] as const}
      renderCell={(variant, state) => (
        <Button {...args} variant={variant} disabled={state === "disabled"} loading={state === "loading"}>
          {args.children}
        </Button>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const cell = (state: string) =>
      canvasElement.querySelector<HTMLElement>(`tr:first-child [data-state-cell="${state}"] button`)!;
    // Hover, focus and pressed are forced by the addon (the screenshot baseline holds how they
    // look); disabled and loading are the button's own.
    await expect(cell("disabled")).toBeDisabled();
    await expect(cell("loading")).toHaveAttribute("aria-busy", "true");
  },
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

/** While an action runs: a spinner before the label, the button busy and unavailable. */
export const Loading: Story = {
  args: { loading: true, children: "Sending" },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Sending" });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button.querySelector("svg")).not.toBeNull();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
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

/** In a right-to-left page the icon follows the label to the left, and icons that point mirror by choice. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  args: { children: sampleArabic.startProcess },
  render: (args) => (
    <div className="flex flex-wrap items-center gap-4">
      <Button {...args} />
      <Button {...args} variant="outline">
        {args.children} <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
      </Button>
      <Button {...args} loading />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole("button");
    // The row runs right to left: the first button is on the right.
    await expect(first!.getBoundingClientRect().left).toBeGreaterThan(second!.getBoundingClientRect().left);
  },
};
