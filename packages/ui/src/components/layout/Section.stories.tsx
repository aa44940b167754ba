import type { Meta, StoryObj } from "@storybook/react-vite";
import { Container } from "./Container";
import { Section } from "./Section";

const meta = {
  title: "Layout/Section",
  component: Section,
  parameters: { layout: "fullscreen" },
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
  argTypes: { tone: { control: "inline-radio", options: [undefined, "default", "muted", "primary"] } },
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
