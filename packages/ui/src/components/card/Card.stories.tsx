import type { Meta, StoryObj } from "@storybook/react-vite";
import { Clock } from "lucide-react";
import { Badge } from "../badge/Badge";
import { Button } from "../button/Button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./Card";

const meta = {
  title: "Components/Card",
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const courses = [
  {
    title: "Understanding your tenancy agreement",
    description: "What a lease can and cannot require of you, and how to end one properly.",
    badge: "Housing",
    minutes: 25,
  },
  {
    title: "Small claims court, step by step",
    description: "From the letter before action to the hearing: a practical walkthrough for everyday disputes.",
    badge: "Civil procedure",
    minutes: 40,
  },
  {
    title: "Your rights at work",
    description: "Contracts, pay, working time and what to do when something goes wrong.",
    badge: "Employment",
    minutes: 30,
  },
];

export const Default: Story = {
  render: () => (
    <Card className="max-w-md">
      <CardHeader>
        <Badge variant="secondary">Housing</Badge>
        <CardTitle>Understanding your tenancy agreement</CardTitle>
        <CardDescription>What a lease can and cannot require of you, and how to end one properly.</CardDescription>
      </CardHeader>
      <CardContent>
        <p>Six short lessons with examples, checklists and a glossary of the terms you will meet.</p>
      </CardContent>
      <CardFooter>
        <Button href="/courses/tenancy">Start the course</Button>
      </CardFooter>
    </Card>
  ),
};

const CardGrid = () => (
  <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
    {courses.map((course) => (
      <Card key={course.title}>
        <CardHeader>
          <div className="flex items-center justify-between gap-3">
            <Badge variant="secondary">{course.badge}</Badge>
            <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
              <Clock aria-hidden="true" className="size-4" /> {course.minutes} min
            </span>
          </div>
          <CardTitle as="h2">{course.title}</CardTitle>
        </CardHeader>
        <CardContent>
          <CardDescription>{course.description}</CardDescription>
        </CardContent>
        <CardFooter>
          <Button href="/courses" variant="outline">
            Read more
          </Button>
        </CardFooter>
      </Card>
    ))}
  </div>
);

export const GridDesktop: Story = {
  render: () => <CardGrid />,
  globals: { viewport: { value: "desktop", isRotated: false } },
};

export const GridPhone: Story = {
  render: () => <CardGrid />,
  globals: { viewport: { value: "phone", isRotated: false } },
};
