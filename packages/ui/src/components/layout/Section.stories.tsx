import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleArabic } from "../../storybook/fixtures";
import { rightToLeft } from "../../storybook/rtl";
import { Container } from "./Container";
import { Section } from "./Section";

const meta = {
  title: "Components/Section",
  component: Section,
  parameters: {
    layout: "fullscreen",
    docs: {
      description: {
        component: `
A titled region of a page. Label it with its heading (\`aria-labelledby\`). Without \`tone\` it is a plain block
inside a page that has its own \`Container\`; with \`tone\` it is a full-width band with generous spacing and a
\`Container\` inside: \`default\` on the page's off-white, \`muted\` to set a band apart, \`primary\` (navy, white
text) once per page at most, for a closing call to action or a statement.`,
      },
    },
  },
  args: {
    "aria-labelledby": "commitment-heading",
    children: (
      <>
        <h2 id="commitment-heading" className="font-display text-3xl font-semibold">
          Our commitment
        </h2>
        <p className="mt-4 max-w-2xl text-lg">
          We keep our guides and templates free, and we say plainly what they are: general education, not legal advice.
        </p>
      </>
    ),
  },
  argTypes: {
    tone: {
      control: "inline-radio",
      options: [undefined, "default", "muted", "primary"],
      table: { defaultValue: { summary: "— (a plain block)" } },
    },
    "aria-labelledby": { description: "The id of the section's heading, which names the region.", control: "text" },
    children: { description: "The section's heading and content.", control: false },
    containerClassName: { control: false },
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain section inside a page that already has a `Container`. */
export const InsideAContainer: Story = {
  render: (args) => (
    <Container className="py-12">
      <Section {...args} />
    </Container>
  ),
};

export const BandDefault: Story = { args: { tone: "default" } };
export const BandMuted: Story = { args: { tone: "muted" } };
export const BandPrimary: Story = { args: { tone: "primary" } };

export const RightToLeft: Story = {
  decorators: [rightToLeft],
  args: {
    tone: "muted",
    children: (
      <>
        <h2 id="commitment-heading" className="font-display text-3xl font-semibold">
          {sampleArabic.processTitle}
        </h2>
        <p className="mt-4 max-w-2xl text-lg">{sampleArabic.processDescription}</p>
      </>
    ),
  },
};
