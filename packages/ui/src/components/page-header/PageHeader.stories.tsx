import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Button } from "../button/Button";
import { PageHeader } from "./PageHeader";

const meta = {
  title: "Layout/PageHeader",
  component: PageHeader,
  parameters: { layout: "fullscreen" },
  args: {
    eyebrow: "DIY Processes",
    title: "Stand on Your Own two Feet",
    description:
      "These guides are designed to be followed in order: each one builds on the skills of the one before it, starting with writing declarations and affidavits and recording documents.",
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1 })).toHaveTextContent(
      "Stand on Your Own two Feet",
    );
  },
};

export const TitleOnly: Story = {
  args: { eyebrow: undefined, description: undefined, title: "Words and Terms" },
};

export const WithActions: Story = {
  args: {
    children: (
      <div className="flex flex-wrap gap-3">
        <Button href="/diy-processes/affidavits-declarations">Start with Process 1</Button>
        <Button href="/phone-consultation" variant="outline">
          Book Consultation
        </Button>
      </div>
    ),
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
};
