import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/Button";
import { toast } from "./toast";
import { Toaster } from "./Toaster";

const meta = {
  title: "Components/Toaster",
  component: Toaster,
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
  // Sonner keeps its toasts in module state: start and end each story with none.
  beforeEach: () => {
    toast.dismiss();
    return () => toast.dismiss();
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const visibleToasts = () =>
  Array.from(document.querySelectorAll<HTMLElement>("[data-sonner-toast]")).filter(
    (element) => element.dataset.visible === "true",
  );

export const Single: Story = {
  render: (args) => (
    <>
      <Button onClick={() => toast("Link copied", { description: "Share link copied to clipboard." })}>Share</Button>
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Share" }));
    // The toast library loads with the first toast, so the region appears a moment after the click.
    const region = await screen.findByRole("region", { name: "Notifications" });
    await waitFor(() => expect(within(region).getByText("Link copied")).toBeVisible());
    await expect(within(region).getByText("Share link copied to clipboard.")).toBeVisible();
    await expect(within(region).getByRole("button", { name: "Close toast" })).toBeInTheDocument();
  },
};

/** Firing several toasts queues them: only the newest one is visible at a time. */
export const Queue: Story = {
  render: (args) => (
    <>
      <Button
        onClick={() => {
          toast("Declaration Template downloaded");
          toast("Affidavit Template downloaded", {
            description: "Edit it to fit your own circumstances before you use it.",
          });
          toast("Notice Template downloaded");
        }}
      >
        Show three notifications
      </Button>
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Show three notifications" }));
    for (const title of [
      "Declaration Template downloaded",
      "Affidavit Template downloaded",
      "Notice Template downloaded",
    ]) {
      await screen.findByText(title);
    }
    await waitFor(() => expect(visibleToasts()).toHaveLength(1));
    await expect(visibleToasts()[0]).toHaveTextContent("Notice Template downloaded");
    await waitFor(() => expect(screen.getByText("Notice Template downloaded")).toBeVisible());
    await expect(screen.getByText("Declaration Template downloaded")).not.toBeVisible();
  },
};

/** The dictionary's share button when the clipboard refuses the link. */
export const ClosingAToast: Story = {
  render: (args) => (
    <>
      <Button onClick={() => toast("Could not copy the link")}>Share</Button>
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Share" }));
    const failed = (await screen.findByText("Could not copy the link")).closest<HTMLElement>("[data-sonner-toast]")!;
    await userEvent.click(within(failed).getByRole("button", { name: "Close toast" }));
    await waitFor(() => expect(screen.queryByText("Could not copy the link")).toBeNull());
  },
};
