import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { sampleArabic } from "../../storybook/fixtures";
import { Button } from "../button/Button";
import { toast } from "./toast";
import { Toaster, type ToasterProps } from "./Toaster";

/** The Toaster's props, and the toast a story's button shows. */
type ToasterStoryArgs = ToasterProps & { title: string; description: string };

const positions = ["bottom-right", "bottom-center", "bottom-left", "top-right", "top-center", "top-left"] as const;

const meta = {
  title: "Components/Toaster",
  component: Toaster,
  parameters: {
    docs: {
      description: {
        component: `
A brief notice that something happened, which needs no answer: *Link copied*. Render one \`<Toaster />\` per page
and call \`toast(title, { description })\` anywhere. One toast shows at a time, for 4 seconds (a newer one replaces
it), with a close button; screen readers hear it. Hovering a toast keeps it.

Use a toast only for the outcome of the visitor's own action. Anything they must read or act on belongs on the page,
or in a \`Dialog\`. The toast library loads with the first toast, so pages that never show one do not carry it.`,
      },
      story: { inline: false, iframeHeight: 320 },
    },
  },
  args: { position: "bottom-right", title: "Link copied", description: "Share link copied to clipboard." },
  argTypes: {
    position: {
      description: "Where toasts appear.",
      control: "select",
      options: positions,
      table: {
        type: { summary: positions.map((p) => `"${p}"`).join(" | ") },
        defaultValue: { summary: '"bottom-right"' },
      },
    },
    offset: {
      description: "Distance from the window's edges (px, or per side).",
      control: "number",
      table: { type: { summary: "number | string | { top, right, bottom, left }" }, defaultValue: { summary: "24" } },
    },
    mobileOffset: {
      description: "The same, under 600 px wide.",
      control: "number",
      table: { type: { summary: "number | string | { top, right, bottom, left }" }, defaultValue: { summary: "16" } },
    },
    className: { control: false, description: "Classes added to the notification region." },
    title: { name: "Toast title", description: "`toast(title)`: what happened.", control: "text" },
    description: {
      name: "Toast description",
      description: "`toast(title, { description })`: a second line (empty: none).",
      control: "text",
    },
  },
  render: ({ title, description, ...props }) => (
    <>
      <Button onClick={() => toast(title, description ? { description } : {})}>Share</Button>
      <Toaster {...props} />
    </>
  ),
} satisfies Meta<ToasterStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The toast library keeps its toasts in module state, and a new story's Toaster shows the last
 * story's: each story starts by dismissing them (they leave the page a moment later).
 */
async function clearToasts() {
  toast.dismiss();
  await waitFor(() => expect(document.querySelector("[data-sonner-toast]")).toBeNull());
}

const visibleToasts = () =>
  Array.from(document.querySelectorAll<HTMLElement>("[data-sonner-toast]")).filter(
    (element) => element.dataset.visible === "true",
  );

/** Shows the story's toast and keeps it on screen (a hovered toast stays) for the screenshot. */
async function showToast(canvasElement: HTMLElement, title: string) {
  await clearToasts();
  await userEvent.click(within(canvasElement).getByRole("button", { name: "Share" }));
  // The toast library loads with the first toast, so the region appears a moment after the click.
  const region = await screen.findByRole("region", { name: "Notifications" });
  await waitFor(() => expect(within(region).getByText(title)).toBeVisible());
  await userEvent.hover(within(region).getByText(title));
  return region;
}

export const Single: Story = {
  play: async ({ canvasElement, args }) => {
    const region = await showToast(canvasElement, args.title);
    await expect(within(region).getByText(args.description)).toBeVisible();
    await expect(within(region).getByRole("button", { name: "Close toast" })).toBeInTheDocument();
  },
};

/** Firing several toasts queues them: only the newest one is visible at a time. */
export const Queue: Story = {
  render: (props) => (
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
      <Toaster position={props.position} offset={props.offset} mobileOffset={props.mobileOffset} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await clearToasts();
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
    await userEvent.hover(screen.getByText("Notice Template downloaded"));
  },
};

/** The dictionary's share button when the clipboard refuses the link: closed with its button. */
export const ClosingAToast: Story = {
  args: { title: "Could not copy the link", description: "" },
  play: async ({ canvasElement, args }) => {
    await clearToasts();
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Share" }));
    const failed = (await screen.findByText(args.title)).closest<HTMLElement>("[data-sonner-toast]")!;
    await userEvent.click(within(failed).getByRole("button", { name: "Close toast" }));
    await waitFor(() => expect(screen.queryByText(args.title)).toBeNull());
  },
};

/** The close button hovered. */
export const CloseButtonHovered: Story = {
  play: async ({ canvasElement, args }) => {
    const region = await showToast(canvasElement, args.title);
    const close = within(region).getByRole("button", { name: "Close toast" });
    // The pseudo-states addon forces states on what is on the page when the story renders; the
    // toast comes later, so mark its close button the way the addon marks a hovered element (the
    // screenshot holds how it looks).
    close.classList.add("pseudo-hover");
    await expect(close).toBeVisible();
  },
};

export const TopCenter: Story = {
  args: { position: "top-center" },
  play: async ({ canvasElement, args }) => {
    const region = await showToast(canvasElement, args.title);
    const toastBox = region.querySelector("[data-sonner-toast]")!.getBoundingClientRect();
    await expect(toastBox.top).toBeLessThan(window.innerHeight / 2);
  },
};

/** A long title and description wrap inside the toast, clear of its close button. */
export const LongText: Story = {
  args: {
    title: "Guide to Recording Documents at a County Recorder downloaded",
    description:
      "The guide summarises what to ask the recorder's office before you prepare a document: whether it records your kind of document, which certificate it expects, its formatting rules and its fees.",
  },
  play: async ({ canvasElement, args }) => {
    const region = await showToast(canvasElement, args.title);
    const title = within(region).getByText(args.title);
    const close = within(region).getByRole("button", { name: "Close toast" });
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(close.getBoundingClientRect().left);
  },
};

/**
 * On a right-to-left page (`<html dir="rtl">`, which the toast library follows) the toast and
 * its close button mirror.
 */
export const RightToLeft: Story = {
  args: { title: sampleArabic.linkCopied, description: sampleArabic.linkCopiedDetail, position: "bottom-left" },
  beforeEach: () => {
    document.documentElement.dir = "rtl";
    return () => document.documentElement.removeAttribute("dir");
  },
  play: async ({ canvasElement, args }) => {
    const region = await showToast(canvasElement, args.title);
    const title = within(region).getByText(args.title);
    const close = within(region).getByRole("button", { name: "Close toast" });
    await expect(close.getBoundingClientRect().right).toBeLessThanOrEqual(title.getBoundingClientRect().left);
  },
};
