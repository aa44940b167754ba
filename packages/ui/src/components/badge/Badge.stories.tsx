import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "./Badge";

const meta = {
  title: "Components/Badge",
  component: Badge,
  args: { children: "Family law" },
  argTypes: { variant: { control: "inline-radio", options: ["default", "secondary", "destructive", "outline"] } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Secondary: Story = { args: { variant: "secondary", children: "Beginner" } };

export const Destructive: Story = { args: { variant: "destructive", children: "Deadline passed" } };

export const Outline: Story = { args: { variant: "outline", children: "Coming Soon" } };

export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-3">
      <Badge>Family law</Badge>
      <Badge variant="secondary">Beginner</Badge>
      <Badge variant="destructive">Deadline passed</Badge>
      <Badge variant="outline">Coming Soon</Badge>
    </div>
  ),
};
