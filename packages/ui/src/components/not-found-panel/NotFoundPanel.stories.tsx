import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { sampleArabic } from "../../storybook/fixtures";
import { rightToLeft } from "../../storybook/rtl";
import { NotFoundPanel } from "./NotFoundPanel";

const meta = {
  title: "Components/NotFoundPanel",
  component: NotFoundPanel,
  parameters: {
    docs: {
      description: {
        component: `
What a visitor sees where something they asked for is not there: an unknown dictionary term, a missing page. It is
the page's \`h1\`, says plainly what is missing, and always offers a way back (\`backHref\`, named for where it
leads: *Back to Dictionary*). Put suggestions or a search field in \`children\`.`,
      },
    },
  },
  argTypes: { children: { control: false } },
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

/** A long title and message wrap, centred, on a phone. */
export const LongTextPhone: Story = {
  args: {
    title: "Declarations, Affidavits, Notifications, and Recordings: Step 9 Not Found",
    message:
      "This process has eight steps. The step you asked for may have been renumbered when the process was updated; start again from the process page to find it.",
    backHref: "/diy-processes/affidavits-declarations",
    backLabel: "Back to Declarations, Affidavits, Notifications, and Recordings",
  },
  globals: { viewport: { value: "phone", isRotated: false } },
};

export const RightToLeft: Story = {
  decorators: [rightToLeft],
  args: {
    title: sampleArabic.termNotFound,
    message: sampleArabic.termNotFoundMessage,
    backLabel: sampleArabic.backToDictionary,
  },
};
