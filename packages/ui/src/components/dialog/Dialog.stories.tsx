import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/Button";
import { VideoEmbed } from "../video-embed/VideoEmbed";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./Dialog";

const meta = {
  title: "Components/Dialog",
  component: Dialog,
  parameters: {
    // Open dialogs cover the page: give each story its own frame in the docs.
    docs: { story: { inline: false, iframeHeight: 640 } },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const sections = [
  "Who this guide is for",
  "Before you start",
  "Collecting your documents",
  "Filing the claim",
  "What happens at the hearing",
  "After the decision",
  "Where to get more help",
];

function LongContentDialog({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button>Read the transcript</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Small claims court, step by step</DialogTitle>
          <DialogDescription>Full transcript of the video lesson.</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <div className="flex flex-col gap-6">
            {sections.map((section) => (
              <section key={section}>
                <h3 className="font-display text-lg font-semibold text-primary">{section}</h3>
                <p className="mt-2 leading-relaxed">
                  Small claims are designed to be handled without a lawyer. The court expects you to set out what
                  happened, what you are asking for and why, and to bring the documents that support it. Keep copies of
                  everything you send and write down the dates of every call and letter.
                </p>
              </section>
            ))}
          </div>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close transcript</Button>
          </DialogClose>
          <Button href="/courses/small-claims">Go to the course</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Long content on a phone: nearly full width, the body scrolls while header and footer stay. */
export const LongContentPhone: Story = {
  render: () => <LongContentDialog defaultOpen />,
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Small claims court, step by step" });
    await expect(dialog).toHaveAccessibleDescription("Full transcript of the video lesson.");
    // Layout size (offset*) is not affected by the opening scale animation.
    await expect(dialog.offsetWidth).toBe(window.innerWidth - 32);
    await expect(dialog.offsetHeight).toBeLessThanOrEqual(window.innerHeight * 0.9 + 1);
  },
};

export const LongContentDesktop: Story = {
  render: () => <LongContentDialog defaultOpen />,
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    await expect(dialog.offsetHeight).toBeLessThanOrEqual(window.innerHeight * 0.85 + 1);
    await expect(dialog.offsetWidth).toBe(896); // max-w-4xl
  },
};

/** Focus moves into the dialog, Tab stays inside, Escape closes and focus returns to the trigger. */
export const KeyboardAndFocus: Story = {
  render: () => <LongContentDialog />,
  play: async ({ canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Read the transcript" });

    await step("Opening moves focus inside", async () => {
      await userEvent.click(trigger);
      const dialog = await screen.findByRole("dialog");
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    });

    await step("Tab and Shift+Tab stay trapped", async () => {
      const dialog = screen.getByRole("dialog");
      for (let i = 0; i < 8; i += 1) {
        await userEvent.tab();
        await expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
      for (let i = 0; i < 8; i += 1) {
        await userEvent.tab({ shift: true });
        await expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
    });

    await step("Escape closes and focus returns to the trigger", async () => {
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(trigger).toHaveFocus());
    });

    await step("The close control closes too", async () => {
      await userEvent.click(trigger);
      await userEvent.click(await screen.findByRole("button", { name: "Close" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

export const CustomCloseLabel: Story = {
  render: () => (
    <Dialog defaultOpen>
      <DialogTrigger asChild>
        <Button variant="outline">Open</Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close the glossary" size="md">
        <DialogHeader>
          <DialogTitle>Glossary: “plaintiff”</DialogTitle>
          <DialogDescription>The person who brings a case against another in a court of law.</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <p>In many courts the term “claimant” is now used instead.</p>
        </DialogBody>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const close = await screen.findByRole("button", { name: "Close the glossary" });
    await waitFor(() => expect(close).toBeVisible());
  },
};

export const Fullscreen: Story = {
  render: () => (
    <Dialog defaultOpen>
      <DialogTrigger asChild>
        <Button variant="outline">Watch the walkthrough</Button>
      </DialogTrigger>
      <DialogContent size="fullscreen" closeLabel="Close video">
        <DialogTitle>Recording an affidavit with the county</DialogTitle>
        <DialogDescription className="sr-only">Video player</DialogDescription>
        <div className="mx-auto my-auto w-full max-w-5xl">
          <VideoEmbed title="Recording an affidavit" placeholder={{ label: "Video 1", note: "Coming Soon" }} />
        </div>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth));
    // The title takes the panel's white, not the page's navy, so it reads on black.
    const title = within(dialog).getByRole("heading", { name: "Recording an affidavit with the county" });
    await expect(getComputedStyle(title).color).toBe("rgb(255, 255, 255)");
    await expect(within(dialog).getByRole("button", { name: "Close video" })).toBeVisible();
  },
};
