import type { Meta } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { atEachWidth, screen, screenShown, unreachableIntegrations } from "../../testing/screen-story";

export default {
  title: "Screens/Trust donation",
  ...screen("screens/trust-donation/route.tsx", "/trust-donation", {
    description: "`/trust-donation`: its page and the payment widget (not set up in the sample: the email instead).",
  }),
} satisfies Meta;

const story = atEachWidth();
export const Phone = story.Phone,
  Tablet = story.Tablet,
  Desktop = story.Desktop;

/** The payment widget set up but out of reach (offline, blocked): the frame says so and gives the email. */
export const WidgetUnreachable = atEachWidth({
  parameters: { screen: { site: unreachableIntegrations } },
  play: async ({ canvasElement }) => {
    await screenShown(canvasElement);
    const frame = canvasElement.querySelector<HTMLElement>("[data-slot=external-frame]")!;
    await expect(await within(frame).findByText("Can't load widget")).toBeVisible();
  },
}).Phone;
