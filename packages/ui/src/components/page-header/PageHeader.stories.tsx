import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Button } from "../button/Button";
import { sampleArabic } from "../../storybook/fixtures";
import { rightToLeft } from "../../storybook/rtl";
import { PageHeader } from "./PageHeader";

const meta = {
  title: "Components/PageHeader",
  component: PageHeader,
  parameters: {
    layout: "fullscreen",
    docs: {
      description: {
        component: `
The top of every inner page: its \`h1\` in the heading serif, with a gold rule, an optional \`eyebrow\` above
(the section: *DIY Processes*) and lead text below. Put a page's search field or main actions in \`children\`. A
page has one; the home page has its hero instead.`,
      },
    },
  },
  argTypes: { description: { control: "text" }, children: { control: false } },
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

/** A long title and lead text wrap on a phone; the title stays the page's one h1. */
export const LongTextPhone: Story = {
  args: {
    eyebrow: "Trusts & Estate Planning",
    title: "Establish a private non-statutory Trust/Estate and record its declaration of trust",
    description:
      "How an express private trust is structured, the documents that create and evidence it, how they are executed and recorded, and how a trust is administered afterwards.",
  },
  globals: { viewport: { value: "phone", isRotated: false } },
};

export const RightToLeft: Story = {
  decorators: [rightToLeft],
  args: {
    eyebrow: sampleArabic.dictionary,
    title: sampleArabic.processTitle,
    description: sampleArabic.processDescription,
  },
};
