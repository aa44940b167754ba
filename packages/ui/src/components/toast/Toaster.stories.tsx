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
      <Button onClick={() => toast("Link copied", { description: "Share it with anyone who might need it." })}>
        Copy link
      </Button>
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Copy link" }));
    // The toast library loads with the first toast, so the region appears a moment after the click.
    const region = await screen.findByRole("region", { name: "Notifications" });
    await waitFor(() => expect(within(region).getByText("Link copied")).toBeVisible());
    await expect(within(region).getByRole("button", { name: "Close toast" })).toBeInTheDocument();
  },
};

/** Firing several toasts queues them: only the newest one is visible at a time. */
export const Queue: Story = {
  render: (args) => (
    <>
      <Button
        onClick={() => {
          toast("Saved to your reading list");
          toast("Reminder set", { description: "We will email you the day before the webinar." });
          toast("Thanks for your feedback");
        }}
      >
        Show three notifications
      </Button>
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Show three notifications" }));
    for (const title of ["Saved to your reading list", "Reminder set", "Thanks for your feedback"]) {
      await screen.findByText(title);
    }
    await waitFor(() => expect(visibleToasts()).toHaveLength(1));
    await expect(visibleToasts()[0]).toHaveTextContent("Thanks for your feedback");
    await waitFor(() => expect(screen.getByText("Thanks for your feedback")).toBeVisible());
    await expect(screen.getByText("Saved to your reading list")).not.toBeVisible();
  },
};

export const ClosingAToast: Story = {
  render: (args) => (
    <>
      <Button onClick={() => toast("Message sent")}>Send</Button>
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Send" }));
    const sent = (await screen.findByText("Message sent")).closest<HTMLElement>("[data-sonner-toast]")!;
    await userEvent.click(within(sent).getByRole("button", { name: "Close toast" }));
    await waitFor(() => expect(screen.queryByText("Message sent")).toBeNull());
  },
};
