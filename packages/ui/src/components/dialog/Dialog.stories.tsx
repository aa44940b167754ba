import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/Button";
import { Prose } from "../prose/Prose";
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

/** Step 4 of the first DIY process, as its dialog shows it on /diy-processes/affidavits-declarations. */
const lesson = {
  title: "Step 4: Record Your First Affidavit Publicly",
  summary:
    "Find the right county office, meet its formatting and fee requirements, record your document and keep certified copies.",
};

function LongContentDialog({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button>Start Step 4</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{lesson.title}</DialogTitle>
          <DialogDescription>{lesson.summary}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <Prose>
            <h2>Choose the office</h2>
            <p>
              In most of the United States, documents are recorded at the county level, by an office called the county
              recorder, county clerk, clerk and recorder, or register of deeds, depending on the state. Start with the
              county where you live or, for a document about land, the county where the land lies.
            </p>
            <h2>Ask before you prepare</h2>
            <ul>
              <li>
                <strong>Whether it will record your kind of document.</strong> Many recorders accept only documents that
                affect real property or that a statute permits to be recorded.
              </li>
              <li>
                <strong>Which notarial certificate it expects</strong>: a jurat, an acknowledgment, or both.
              </li>
              <li>
                <strong>Formatting rules</strong>: paper size, a blank top margin for the recording stamp, minimum
                margins and font size, one-sided pages and legible signatures.
              </li>
              <li>
                <strong>Fees</strong>, usually for the first page plus a smaller fee per additional page, and{" "}
                <strong>how to submit</strong>: in person, by mail or electronically.
              </li>
            </ul>
            <h2>Record it</h2>
            <ol>
              <li>Prepare the document to the office's format, with the original signature and certificate.</li>
              <li>Complete any cover sheet the office requires.</li>
              <li>Submit it with the fee. In person, you may receive it back the same day.</li>
              <li>The office stamps it with the recording date and an instrument number, and returns the original.</li>
            </ol>
            <h2>Keep certified copies</h2>
            <p>
              A certified copy is a copy the recorder certifies as a true copy of what is in the public record. Keep the
              returned original and certified copies in a safe place, and note the recording number, date and county.
              The <a href="/documents-templates">guide to recording documents</a> summarises these checks.
            </p>
            <h2>Recording is notice, not approval</h2>
            <p>
              A recorder does not review whether a document is true, valid or effective; recording only makes it part of
              the public record. Requirements and fees vary by county, so confirm them with the office before you
              submit, and consult a licensed professional about your situation.
            </p>
          </Prose>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Back</Button>
          </DialogClose>
          <Button href="/diy-processes">Complete</Button>
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
    const dialog = await screen.findByRole("dialog", { name: lesson.title });
    await expect(dialog).toHaveAccessibleDescription(lesson.summary);
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
    const trigger = within(canvasElement).getByRole("button", { name: "Start Step 4" });

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
        <Button variant="outline">What is a jurat?</Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close the definition" size="md">
        <DialogHeader>
          <DialogTitle>Jurat</DialogTitle>
          <DialogDescription>
            The certificate on an affidavit stating when, where and before whom it was sworn or affirmed — often
            “Subscribed and sworn to before me.”
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <p>
            Compare acknowledgment: the certificate that a signer appeared and signed voluntarily, which says nothing
            about whether the contents are true.
          </p>
        </DialogBody>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const close = await screen.findByRole("button", { name: "Close the definition" });
    await waitFor(() => expect(close).toBeVisible());
  },
};

export const Fullscreen: Story = {
  render: () => (
    <Dialog defaultOpen>
      <DialogTrigger asChild>
        <Button variant="outline">Start</Button>
      </DialogTrigger>
      <DialogContent size="fullscreen" closeLabel="Close video">
        <DialogTitle>Filling Out the Application</DialogTitle>
        <DialogDescription className="sr-only">Video player for Filling Out the Application</DialogDescription>
        <div className="mx-auto my-auto w-full max-w-5xl overflow-hidden rounded-lg">
          <VideoEmbed title="Filling Out the Application" placeholder="Coming Soon" />
        </div>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth));
    // The title takes the panel's white, not the page's navy, so it reads on black.
    const title = within(dialog).getByRole("heading", { name: "Filling Out the Application" });
    await expect(getComputedStyle(title).color).toBe("rgb(255, 255, 255)");
    await expect(within(dialog).getByRole("button", { name: "Close video" })).toBeVisible();
  },
};
