import { processHref } from "@site/content/runtime";
import type { Meta } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import store from "virtual:content/store";
import { atEachWidth, screen, screenShown } from "../../testing/screen-story";

const lessonOf = (processId: string) =>
  store.all("steps").find((step) => step.process === processId && step.kind === "lesson");

/** The sample's first process with templates and a lesson to open. */
const process = store.all("processes").find((entry) => entry.templates.length > 0 && lessonOf(entry.id))!;
const lesson = lessonOf(process.id)!;

export default {
  title: "Screens/DIY processes/Process",
  ...screen("screens/diy-processes/process-route.tsx", processHref(process.id), {
    route: processHref(":id"),
    description: "`/diy-processes/<id>`: a process, what it teaches, its templates and its steps.",
  }),
} satisfies Meta;

const page = atEachWidth();
export const Phone = page.Phone,
  Tablet = page.Tablet,
  Desktop = page.Desktop;

/** A step's lesson open over the page, as the step's address (`#step-N`) opens it. */
const dialog = atEachWidth({
  parameters: { screen: { address: `${processHref(process.id)}#step-${lesson.number}` } },
  play: async ({ canvasElement }) => {
    await screenShown(canvasElement);
    const open = await within(document.body).findByRole("dialog", { name: `Step ${lesson.number}: ${lesson.title}` });
    await waitFor(() => expect(open).toBeVisible());
  },
});
export const StepDialogPhone = dialog.Phone,
  StepDialogTablet = dialog.Tablet,
  StepDialogDesktop = dialog.Desktop;
