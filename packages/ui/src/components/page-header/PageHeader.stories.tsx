import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Button } from "../button/Button";
import { PageHeader } from "./PageHeader";

const meta = {
  title: "Layout/PageHeader",
  component: PageHeader,
  parameters: { layout: "fullscreen" },
  args: {
    eyebrow: "Courses",
    title: "Learn the law that shapes your everyday life",
    description: "Short, practical courses written by practising lawyers and reviewed for plain language.",
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1 })).toHaveTextContent(
      "Learn the law that shapes your everyday life",
    );
  },
};

export const TitleOnly: Story = {
  args: { eyebrow: undefined, description: undefined, title: "About us" },
};

export const WithActions: Story = {
  args: {
    children: (
      <div className="flex flex-wrap gap-3">
        <Button href="/courses/start">Start with the basics</Button>
        <Button href="/contact" variant="outline">
          Ask a question
        </Button>
      </div>
    ),
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
};
