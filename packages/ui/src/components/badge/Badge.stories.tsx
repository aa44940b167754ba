import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { sampleArabic } from "../../storybook/fixtures";
import { rightToLeft } from "../../storybook/rtl";
import { Badge } from "./Badge";

const variants = ["default", "secondary", "destructive", "outline"] as const;

const meta = {
  title: "Components/Badge",
  component: Badge,
  parameters: {
    docs: {
      description: {
        component: `
A short label that classifies what it sits on. It is not interactive: a badge never is a button or a link.

| Variant | Use it for |
| --- | --- |
| \`default\` | A strong category, such as a document's type on /documents-templates. |
| \`secondary\` | A quiet label beside a title: the number of a DIY process. |
| \`destructive\` | A status that stops people: *Not accepting new cases*. |
| \`outline\` | A pending status on a placeholder: *Coming Soon*. |

Keep it to one to three words: a badge stays on one line, and badges in a row wrap between each other.`,
      },
    },
  },
  args: { children: "PDF Template" },
  argTypes: {
    children: { description: "The label.", control: "text" },
    variant: {
      description: "The look, by role: see the table above.",
      control: "inline-radio",
      options: variants,
      table: { type: { summary: variants.map((v) => `"${v}"`).join(" | ") }, defaultValue: { summary: '"default"' } },
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A document's type on /documents-templates. */
export const Default: Story = {};

/** The number of a DIY process, on its card and its page. */
export const Secondary: Story = { args: { variant: "secondary", children: "Process 1" } };

export const Destructive: Story = { args: { variant: "destructive", children: "Not accepting new cases" } };

export const Outline: Story = { args: { variant: "outline", children: "Coming Soon" } };

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      {variants.map((variant) => (
        <Badge key={variant} {...args} variant={variant}>
          {variant}: {args.children}
        </Badge>
      ))}
    </div>
  ),
};

/** In a narrow column, badges wrap between each other; each stays on one line. */
export const WrappingInANarrowColumn: Story = {
  args: { children: "Not accepting new cases" },
  render: (args) => (
    <div className="flex w-56 flex-wrap gap-2 border border-dashed border-border p-2">
      <Badge {...args} />
      <Badge variant="outline">Coming Soon</Badge>
      <Badge variant="secondary">Process 4</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText("Not accepting new cases");
    const lineHeight = parseFloat(getComputedStyle(badge).lineHeight);
    await expect(badge.getBoundingClientRect().height).toBeLessThan(lineHeight * 2);
  },
};

export const RightToLeft: Story = {
  decorators: [rightToLeft],
  args: { children: sampleArabic.comingSoon },
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      {variants.map((variant) => (
        <Badge key={variant} {...args} variant={variant} />
      ))}
    </div>
  ),
};
