import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "./Badge";

const meta = {
  title: "Components/Badge",
  component: Badge,
  args: { children: "PDF Template" },
  argTypes: { variant: { control: "inline-radio", options: ["default", "secondary", "destructive", "outline"] } },
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
  render: () => (
    <div className="flex flex-wrap gap-3">
      <Badge>PDF Template</Badge>
      <Badge variant="secondary">Process 1</Badge>
      <Badge variant="destructive">Not accepting new cases</Badge>
      <Badge variant="outline">Coming Soon</Badge>
    </div>
  ),
};
