import type { Meta } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { atEachWidth, screen, screenShown, unreachableIntegrations } from "../../testing/screen-story";

export default {
  title: "Screens/Phone consultation",
  ...screen("screens/phone-consultation/route.tsx", "/phone-consultation", {
    description: "`/phone-consultation`: its page and the scheduler (not set up in the sample: the email instead).",
  }),
} satisfies Meta;

const story = atEachWidth();
export const Phone = story.Phone,
  Tablet = story.Tablet,
  Desktop = story.Desktop;

/** The scheduler set up but out of reach (offline, blocked): it says so and gives the email to book by. */
export const SchedulerUnreachable = atEachWidth({
  parameters: { screen: { site: unreachableIntegrations } },
  play: async ({ canvasElement }) => {
    await screenShown(canvasElement);
    const alert = await within(canvasElement).findByRole("alert");
    await expect(alert).toHaveTextContent("The scheduler could not be loaded.");
  },
}).Phone;
