import type { Meta, StoryObj } from "@storybook/react-vite";
import { Fragment, useState, type ReactNode } from "react";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { inDocsFrame } from "../../storybook/docs-frame";
import { sampleArabic } from "../../storybook/fixtures";
import { tokenColour } from "../../storybook/token-colour";
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

/** What a designer can change in the stories. */
interface DialogStoryArgs {
  open: boolean;
  size: "md" | "lg" | "search" | "fullscreen";
  title: string;
  description: string;
  body: string;
  action: string;
  closeLabel: string;
}

const sizes = ["md", "lg", "search", "fullscreen"] as const;

const meta = {
  title: "Components/Dialog",
  component: Dialog,
  subcomponents: {
    DialogTrigger,
    DialogContent,
    DialogHeader,
    DialogTitle,
    DialogDescription,
    DialogBody,
    DialogFooter,
    DialogClose,
  },
  parameters: {
    docs: {
      description: {
        component: `
A window over the page for something that needs the reader's whole attention without leaving it: a lesson of a DIY
process, a definition, a video, the site search. It is the browser's own modal \`<dialog>\`: the page behind is inert
and does not scroll, Tab stays inside, Escape, a click on the dimmed page and the close control close it, and focus
returns to what had it before (or to \`returnFocus()\`, for a dialog opened from a control that is gone by then).

Its content is always in the page, hidden until it opens, so it is prerendered. With \`inlineWithoutScript\` it reads
as part of the page when JavaScript is off (the site's step lessons): no frame, no close control. Storybook always runs
scripts, so that look is seen on the site with JavaScript disabled, not here.

Build it from parts: \`Dialog\` (the state: \`open\`/\`onOpenChange\`, or \`defaultOpen\`), a \`DialogTrigger\`, and
\`DialogContent\` holding \`DialogHeader\` (\`DialogTitle\`, \`DialogDescription\`: both are required for screen readers;
hide the description with \`sr-only\` if it would repeat the title), \`DialogBody\` (scrolls when long, while header and
footer stay) and \`DialogFooter\` (actions, the main one last).

| \`size\` | Use it for |
| --- | --- |
| \`md\` | A short message or definition: a few lines, one or two actions. |
| \`lg\` (default) | Reading: a lesson with headings and lists. Nearly full width on a phone. |
| \`search\` | A field over results that come and go (\`SearchDialog\`): a fixed height, so the panel does not jump. |
| \`fullscreen\` | A video or picture on black; the title is white. |`,
      },
      // Open dialogs cover the page: give each story its own frame in the docs.
      story: { inline: false, iframeHeight: 640 },
    },
  },
  args: {
    open: true,
    size: "md",
    title: "Jurat",
    description:
      "The certificate on an affidavit stating when, where and before whom it was sworn or affirmed — often “Subscribed and sworn to before me.”",
    body: "Compare acknowledgment: the certificate that a signer appeared and signed voluntarily, which says nothing about whether the contents are true.",
    action: "Look it up in the Dictionary",
    closeLabel: "Close",
  },
  argTypes: {
    open: { name: "Open", description: "`Dialog open`: whether the dialog shows.", control: "boolean" },
    size: {
      name: "Size",
      description: "`DialogContent size`: see the table above.",
      control: "inline-radio",
      options: sizes,
      table: { type: { summary: sizes.map((s) => `"${s}"`).join(" | ") }, defaultValue: { summary: '"lg"' } },
    },
    title: { name: "Title", description: "`DialogTitle`: names the dialog.", control: "text" },
    description: { name: "Description", description: "`DialogDescription`: one or two sentences.", control: "text" },
    body: { name: "Body", description: "`DialogBody`: the content; it scrolls when long.", control: "text" },
    action: { name: "Action", description: "The main `Button` in the `DialogFooter` (empty: none).", control: "text" },
    closeLabel: {
      name: "Close label",
      description: "`DialogContent closeLabel`: the close control's accessible name.",
      control: "text",
      table: { defaultValue: { summary: '"Close"' } },
    },
  },
  render: (args) => <StoryDialog {...args} />,
} satisfies Meta<DialogStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dialog made of every part, each filled from the controls; `open` follows the control. */
function StoryDialog({
  open,
  size,
  title,
  description,
  body,
  action,
  closeLabel,
  children,
}: DialogStoryArgs & { children?: ReactNode }) {
  return (
    <Dialog key={String(open)} defaultOpen={open}>
      <DialogTrigger asChild>
        <Button variant="outline">Open “{title}”</Button>
      </DialogTrigger>
      <DialogContent size={size} closeLabel={closeLabel}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogBody>{children ?? <p>{body}</p>}</DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Back</Button>
          </DialogClose>
          {action ? <Button href="/dictionary/jurat">{action}</Button> : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** A short dialog (`md`): a definition with a way on. */
export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Jurat" });
    await expect(dialog).toHaveAttribute("data-size", "md");
    await expect(dialog.offsetWidth).toBe(512); // max-w-lg
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Close" })).toBeVisible());
  },
};

/** Closed: only the trigger shows. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(screen.queryByRole("dialog")).toBeNull();
    if (inDocsFrame()) return;
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Open “Jurat”" }));
    const dialog = await screen.findByRole("dialog", { name: "Jurat" });
    // Visible once its opening animation has begun (it starts transparent).
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

/** Step 4 of the first DIY process, as its dialog shows it on /diy-processes/affidavits-declarations. */
const lesson = {
  title: "Step 4: Record Your First Affidavit Publicly",
  description:
    "Find the right county office, meet its formatting and fee requirements, record your document and keep certified copies.",
  action: "Complete",
  size: "lg" as const,
};

const lessonBody = (
  <Prose>
    <h2>Choose the office</h2>
    <p>
      In most of the United States, documents are recorded at the county level, by an office called the county recorder,
      county clerk, clerk and recorder, or register of deeds, depending on the state. Start with the county where you
      live or, for a document about land, the county where the land lies.
    </p>
    <h2>Ask before you prepare</h2>
    <ul>
      <li>
        <strong>Whether it will record your kind of document.</strong> Many recorders accept only documents that affect
        real property or that a statute permits to be recorded.
      </li>
      <li>
        <strong>Which notarial certificate it expects</strong>: a jurat, an acknowledgment, or both.
      </li>
      <li>
        <strong>Formatting rules</strong>: paper size, a blank top margin for the recording stamp, minimum margins and
        font size, one-sided pages and legible signatures.
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
      returned original and certified copies in a safe place, and note the recording number, date and county. The{" "}
      <a href="/documents-templates">guide to recording documents</a> summarises these checks.
    </p>
    <h2>Recording is notice, not approval</h2>
    <p>
      A recorder does not review whether a document is true, valid or effective; recording only makes it part of the
      public record. Requirements and fees vary by county, so confirm them with the office before you submit, and
      consult a licensed professional about your situation.
    </p>
  </Prose>
);

/** Long content on a phone (`lg`): nearly full width, the body scrolls while header and footer stay. */
export const LongContentPhone: Story = {
  args: lesson,
  render: (args) => <StoryDialog {...args}>{lessonBody}</StoryDialog>,
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: lesson.title });
    await expect(dialog).toHaveAccessibleDescription(lesson.description);
    // Layout size (offset*) is not affected by the opening scale animation.
    await expect(dialog.offsetWidth).toBe(window.innerWidth - 32);
    await expect(dialog.offsetHeight).toBeLessThanOrEqual(window.innerHeight * 0.9 + 1);
  },
};

/** The reading size (`lg`) on a desktop: 896 px wide at most, 85% of the window high. */
export const LongContentDesktop: Story = {
  args: lesson,
  render: (args) => <StoryDialog {...args}>{lessonBody}</StoryDialog>,
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    await expect(dialog.offsetHeight).toBeLessThanOrEqual(window.innerHeight * 0.85 + 1);
    await expect(dialog.offsetWidth).toBe(896); // max-w-4xl
  },
};

/** Focus moves into the dialog, Tab stays inside, Escape closes and focus returns to the trigger. */
export const KeyboardAndFocus: Story = {
  args: { ...lesson, open: false },
  render: (args) => <StoryDialog {...args}>{lessonBody}</StoryDialog>,
  play: async ({ canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole("button", { name: `Open “${lesson.title}”` });
    if (inDocsFrame()) return;

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

/** Closed and opened again at once (Escape, then the trigger straight away): it stays open. */
export const ReopenedAtOnce: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    if (inDocsFrame()) return;
    const trigger = within(canvasElement).getByRole("button", { name: "Open “Jurat”" });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Jurat" });
    // In one go, before the browser's close event for the first closing has come.
    dialog.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    trigger.click();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await waitFor(() => expect(screen.getByRole("dialog", { name: "Jurat" })).toBeVisible());
  },
};

/**
 * `returnFocus`: one step's dialog leads to the next ("Go to Step 5"), so the control that opened the
 * second dialog is inside the first, closed by then. Closing goes back to the step's own card.
 */
export const ReturnFocus: Story = {
  args: { open: false, size: "md" },
  render: function StepDialogs({ size, closeLabel }) {
    const [open, setOpen] = useState<4 | 5 | null>(null);
    const card = (step: 4 | 5) => document.querySelector<HTMLElement>(`a[href="#step-${step}"]`);
    return (
      <div className="flex gap-3">
        {([4, 5] as const).map((step) => (
          <Fragment key={step}>
            <Button
              href={`#step-${step}`}
              variant="outline"
              onClick={(event) => {
                event.preventDefault();
                setOpen(step);
              }}
            >
              Step {step}
            </Button>
            <Dialog open={open === step} onOpenChange={(next) => setOpen(next ? step : null)}>
              <DialogContent size={size} closeLabel={closeLabel} returnFocus={() => card(step)}>
                <DialogHeader>
                  <DialogTitle>Step {step}</DialogTitle>
                  <DialogDescription>{step === 4 ? lesson.title : "Keep certified copies"}</DialogDescription>
                </DialogHeader>
                <DialogFooter>
                  {step === 4 ? <Button onClick={() => setOpen(5)}>Go to Step 5</Button> : null}
                </DialogFooter>
              </DialogContent>
            </Dialog>
          </Fragment>
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    if (inDocsFrame()) return;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("link", { name: "Step 4" }));
    await userEvent.click(await screen.findByRole("button", { name: "Go to Step 5" }));
    const step5 = await screen.findByRole("dialog", { name: "Step 5" });
    await waitFor(() => expect(step5).toBeVisible());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(canvas.getByRole("link", { name: "Step 5" })).toHaveFocus());
  },
};

/** The close control hovered and focused from the keyboard, and the footer's actions hovered. */
export const ControlStates: Story = {
  globals: {
    pseudo: {
      hover: ['dialog button[aria-label="Close the definition"]', "dialog a"],
      focusVisible: ['dialog button[aria-label="Close the definition"]'],
    },
  },
  args: { closeLabel: "Close the definition" },
  play: async () => {
    const close = await screen.findByRole("button", { name: "Close the definition" });
    await waitFor(() => expect(close).toBeVisible());
  },
};

export const Fullscreen: Story = {
  args: { size: "fullscreen", title: "Filling Out the Application", closeLabel: "Close video" },
  render: (args) => (
    <Dialog defaultOpen={args.open}>
      <DialogTrigger asChild>
        <Button variant="outline">Start</Button>
      </DialogTrigger>
      <DialogContent size={args.size} closeLabel={args.closeLabel}>
        <DialogTitle>{args.title}</DialogTitle>
        <DialogDescription className="sr-only">Video player for {args.title}</DialogDescription>
        <div className="mx-auto my-auto w-full max-w-5xl overflow-hidden rounded-lg">
          <VideoEmbed title={args.title} placeholder="Coming Soon" />
        </div>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth));
    // The title takes the panel's light text, not the page's navy, so it reads on black.
    const title = within(dialog).getByRole("heading", { name: "Filling Out the Application" });
    await expect(getComputedStyle(title).color).toBe(getComputedStyle(dialog).color);
    await expect(getComputedStyle(title).color).not.toBe(tokenColour("--color-primary"));
    await expect(within(dialog).getByRole("button", { name: "Close video" })).toBeVisible();
  },
};

/** A title long enough to wrap never runs under the close control. */
export const LongTitle: Story = {
  args: {
    title: "Declarations, Affidavits, Notifications, and Recordings: Step 4, Record Your First Affidavit Publicly",
  },
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    const title = within(dialog).getByRole("heading");
    const close = within(dialog).getByRole("button", { name: "Close" });
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(close.getBoundingClientRect().left);
  },
};

/** Right to left: the close control moves to the left. */
export const RightToLeft: Story = {
  args: {
    title: sampleArabic.stepTitle,
    description: sampleArabic.stepSummary,
    body: sampleArabic.answer,
    action: sampleArabic.startProcess,
    closeLabel: "إغلاق",
  },
  render: ({ open, size, title, description, body, action, closeLabel }) => (
    <Dialog defaultOpen={open}>
      <DialogContent size={size} closeLabel={closeLabel} dir="rtl" lang="ar">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <p>{body}</p>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{sampleArabic.back}</Button>
          </DialogClose>
          <Button>{action}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    const close = within(dialog).getByRole("button", { name: "إغلاق" });
    const title = within(dialog).getByRole("heading");
    await waitFor(() =>
      expect(close.getBoundingClientRect().right).toBeLessThanOrEqual(title.getBoundingClientRect().left),
    );
  },
};
