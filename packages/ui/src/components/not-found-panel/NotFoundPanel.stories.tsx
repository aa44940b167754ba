import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { NotFoundPanel } from "./NotFoundPanel";

const meta = {
  title: "Pages/NotFoundPanel",
  component: NotFoundPanel,
  args: {
    title: "We couldn’t find that page",
    message: "The page may have moved, or the link may be mistyped. Our guides and courses are still here.",
    backHref: "/",
    backLabel: "Back to the home page",
  },
} satisfies Meta<typeof NotFoundPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "We couldn’t find that page" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
};

export const WithSuggestions: Story = {
  args: {
    children: (
      <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-primary">
        <li>
          <a className="underline underline-offset-4" href="/courses">
            Courses
          </a>
        </li>
        <li>
          <a className="underline underline-offset-4" href="/articles">
            Articles
          </a>
        </li>
      </ul>
    ),
  },
};
