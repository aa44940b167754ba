import type { Meta, StoryObj } from "@storybook/react-vite";
import { Clock, FileText } from "lucide-react";
import { expect, within } from "storybook/test";
import { sampleProcesses } from "../../storybook/fixtures";
import { Badge } from "../badge/Badge";
import { Button } from "../button/Button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./Card";

const meta = {
  title: "Components/Card",
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

type Process = (typeof sampleProcesses)[number];

/** A DIY process card as on /diy-processes: number, title, description, estimate, templates, Start Process. */
function ProcessCard({ process, headingLevel }: { process: Process; headingLevel?: "h2" | "h3" }) {
  return (
    <Card className="h-full">
      <CardHeader>
        <Badge variant="secondary">Process {process.order}</Badge>
        <CardTitle as={headingLevel}>{process.title}</CardTitle>
        <CardDescription>{process.description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4" />
          <span className="sr-only">Time estimate: </span>
          {process.timeEstimate}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <FileText aria-hidden="true" className="size-4" />
          {process.templates} {process.templates === 1 ? "template" : "templates"}
        </span>
      </CardContent>
      <CardFooter>
        <Button href={process.href} className="w-full" aria-label={`Start Process: ${process.title}`}>
          Start Process
        </Button>
      </CardFooter>
    </Card>
  );
}

export const Default: Story = {
  render: () => (
    <div className="max-w-md">
      <ProcessCard process={sampleProcesses[0]!} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Process 1")).toBeVisible();
    const start = canvas.getByRole("link", {
      name: "Start Process: Declarations, Affidavits, Notifications, and Recordings",
    });
    await expect(start).toHaveTextContent("Start Process");
    await expect(start).toHaveAttribute("href", "/diy-processes/affidavits-declarations");
  },
};

/** The processes in a numbered list, in the order visitors are advised to follow them. */
const CardGrid = () => (
  <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
    {sampleProcesses.map((process) => (
      <li key={process.order}>
        <ProcessCard process={process} headingLevel="h2" />
      </li>
    ))}
  </ol>
);

export const GridDesktop: Story = {
  render: () => <CardGrid />,
  globals: { viewport: { value: "desktop", isRotated: false } },
};

export const GridPhone: Story = {
  render: () => <CardGrid />,
  globals: { viewport: { value: "phone", isRotated: false } },
};
