import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { sampleArabic, sampleProcesses } from "../../storybook/fixtures";
import { rightToLeft } from "../../storybook/rtl";
import { Badge } from "../badge/Badge";
import { Button } from "../button/Button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./Card";

/** What a designer can change in the stories: the parts of a card, filled with text. */
interface CardStoryArgs {
  eyebrow: string;
  title: string;
  description: string;
  content: string;
  action: string;
  headingLevel: "h2" | "h3" | "h4";
}

const meta = {
  title: "Components/Card",
  component: Card,
  subcomponents: { CardHeader, CardTitle, CardDescription, CardContent, CardFooter },
  parameters: {
    docs: {
      description: {
        component: `
A white panel that groups one thing's summary and its action: a DIY process, a document, a video category, a maxim.
A card is built from parts, each optional and in this order:

- \`CardHeader\`: an optional \`Badge\`, the \`CardTitle\` (a heading: set \`as\` to fit the page outline, \`h3\` by default) and a \`CardDescription\`.
- \`CardContent\`: anything else (details, a list); it takes the free height, so the footers of cards in a row line up.
- \`CardFooter\`: the card's action, usually one \`Button\`.

Put cards in a grid of equal columns (one on a phone, two from 640 px, three from 1024 px) and give each \`h-full\`, so a
row's cards are equally tall. Use a heading level that fits the page: \`h2\` when the cards are the page's sections.`,
      },
    },
  },
  args: {
    eyebrow: "Process 1",
    title: sampleProcesses[0]!.title,
    description: sampleProcesses[0]!.description,
    content: `${sampleProcesses[0]!.timeEstimate} · ${sampleProcesses[0]!.templates} templates`,
    action: "Start Process",
    headingLevel: "h3",
  },
  argTypes: {
    eyebrow: { name: "Badge", description: "A `Badge` in the header (empty: none).", control: "text" },
    title: { name: "Title", description: "`CardTitle`: the card's heading.", control: "text" },
    description: { name: "Description", description: "`CardDescription` under the title.", control: "text" },
    content: { name: "Content", description: "`CardContent`: details under the header.", control: "text" },
    action: { name: "Action", description: "The `Button` in the `CardFooter` (empty: none).", control: "text" },
    headingLevel: {
      name: "Title level",
      description: "`CardTitle as`: the heading level that fits the page outline.",
      control: "inline-radio",
      options: ["h2", "h3", "h4"],
      table: { defaultValue: { summary: '"h3"' } },
    },
  },
  render: (args) => (
    <div className="max-w-md">
      <AnatomyCard {...args} />
    </div>
  ),
} satisfies Meta<CardStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

function AnatomyCard({ eyebrow, title, description, content, action, headingLevel }: CardStoryArgs) {
  return (
    <Card className="h-full">
      <CardHeader>
        {eyebrow ? <Badge variant="secondary">{eyebrow}</Badge> : null}
        <CardTitle as={headingLevel}>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      {content ? <CardContent className="text-sm text-muted-foreground">{content}</CardContent> : null}
      {action ? (
        <CardFooter>
          <Button className="w-full">{action}</Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}

/** The parts of a card, each filled from the controls. */
export const Anatomy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 3, name: sampleProcesses[0]!.title })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Start Process" })).toBeVisible();
  },
};

/** A title and a description only: a maxim on /maxims. */
export const TitleOnly: Story = {
  args: {
    eyebrow: "",
    title: "Ignorance of the law excuses no one",
    description: "Ignorantia juris non excusat",
    content: "",
    action: "",
  },
};

/**
 * Cards of different lengths in a numbered grid, as /diy-processes lists its processes (the screen's
 * own cards are in Screens/DIY processes).
 */
const CardGrid = ({ headingLevel, action }: CardStoryArgs) => (
  <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
    {sampleProcesses.map((process) => (
      <li key={process.order}>
        <AnatomyCard
          eyebrow={`Process ${process.order}`}
          title={process.title}
          description={process.description}
          content={`${process.timeEstimate} · ${process.templates} templates`}
          action={action}
          headingLevel={headingLevel}
        />
      </li>
    ))}
  </ol>
);

export const GridDesktop: Story = {
  args: { headingLevel: "h2" },
  render: (args) => <CardGrid {...args} />,
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    // Cards in a row are equally tall, so their actions line up.
    const [first, second] = within(canvasElement).getAllByRole("button");
    await expect(first!.getBoundingClientRect().bottom).toBe(second!.getBoundingClientRect().bottom);
  },
};

export const GridPhone: Story = {
  args: { headingLevel: "h2" },
  render: (args) => <CardGrid {...args} />,
  globals: { viewport: { value: "phone", isRotated: false } },
};

/** A long title and an unbroken word wrap inside the card; nothing spills out. */
export const LongText: Story = {
  args: {
    title: "Establish a private non-statutory Trust/Estate, record its declaration of trust and open its accounts",
    description:
      "Counterpart-signature-and-acknowledgment-requirements differ from county to county: confirm them with the recorder's office before you prepare the documents, and keep certified copies of everything you record.",
  },
  render: (args) => (
    <div className="w-72">
      <AnatomyCard {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>(".rounded-lg")!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 2);
  },
};

export const RightToLeft: Story = {
  decorators: [rightToLeft],
  args: {
    eyebrow: "١",
    title: sampleArabic.processTitle,
    description: sampleArabic.processDescription,
    content: "٢٤ ساعة · نموذجان",
    action: sampleArabic.startProcess,
  },
};
