import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { NotFoundPanel } from "./NotFoundPanel";

const meta = {
  title: "Pages/NotFoundPanel",
  component: NotFoundPanel,
  args: {
    title: "Term Not Found",
    message: "The requested legal term could not be found.",
    backHref: "/dictionary",
    backLabel: "Back to Dictionary",
  },
} satisfies Meta<typeof NotFoundPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Term Not Found" })).toBeVisible();
    await expect(canvas.getByText("The requested legal term could not be found.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to Dictionary" })).toHaveAttribute("href", "/dictionary");
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
          <a className="underline underline-offset-4" href="/dictionary/affidavit">
            Affidavit
          </a>
        </li>
        <li>
          <a className="underline underline-offset-4" href="/dictionary/declaration">
            Declaration
          </a>
        </li>
        <li>
          <a className="underline underline-offset-4" href="/dictionary/trust">
            Trust
          </a>
        </li>
      </ul>
    ),
  },
};
