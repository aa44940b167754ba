import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { neverLoadingSrc, sampleArabic, samplePlayerSrc } from "../../storybook/fixtures";
import { simulateOffline } from "../../storybook/offline";
import { rightToLeft } from "../../storybook/rtl";
import { VideoEmbed } from "./VideoEmbed";

const meta = {
  title: "Components/VideoEmbed",
  component: VideoEmbed,
  parameters: {
    docs: {
      description: {
        component: `
A video from the video host, in a frame that keeps its shape (16:9, or 9:16 for a portrait video) at any width.
It loads only when it comes near the screen, and says what is happening: a spinner while the player loads; when it
cannot (offline, the host blocked or unreachable, or no answer within \`timeoutMs\`), a message and, with
\`fallbackHref\`, a link to watch the video on its host. In a grid (\`inGrid\`), every box is 16:9 from two columns up: a
portrait player then sits centred in a landscape box, so rows stay even. A video without an address yet shows its \`placeholder\` (*Video 3 · Coming Soon*).
Give every frame a \`title\` naming the video: it is what screen readers announce.`,
      },
    },
  },
  args: { title: "Filling Out the Application", src: samplePlayerSrc, aspect: 56.25 },
  argTypes: {
    src: { control: "text", table: { defaultValue: { summary: "— (the placeholder)" } } },
    title: { control: "text" },
    aspect: { control: { type: "number", step: 0.01 } },
    placeholder: { control: "text", table: { defaultValue: { summary: "— (no words in the frame)" } } },
    fallbackHref: { control: "text", table: { defaultValue: { summary: "— (no link)" } } },
    timeoutMs: { control: { type: "number" }, table: { defaultValue: { summary: "15000" } } },
    probe: { control: "boolean", table: { defaultValue: { summary: "true" } } },
    inGrid: { control: "boolean", table: { defaultValue: { summary: "false" } } },
    className: { control: false },
  },
  decorators: [
    (Story, { args }) => (
      // Portrait videos are shown at phone-like width; landscape ones fill the column.
      <div className={args.aspect && args.aspect > 100 ? "max-w-xs" : "max-w-3xl"}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Landscape: Story = {
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle("Filling Out the Application");
    await expect(frame).toHaveAttribute("loading", "lazy");
    await expect(frame).toHaveAttribute("allow", "autoplay; fullscreen; picture-in-picture; clipboard-write");
    await expect(frame).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin");
    await expect(frame).toHaveAttribute("allowfullscreen");
    await waitFor(() => expect(canvasElement.querySelector("[data-status]")).toHaveAttribute("data-status", "loaded"));
  },
};

export const Portrait: Story = {
  args: { aspect: 177.78, title: "Trusts & Estate Planning: video 3" },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>("[data-status]")!;
    const { width, height } = box.getBoundingClientRect();
    await expect(height / width).toBeCloseTo(1.7778, 1);
    const frame = within(canvasElement).getByTitle("Trusts & Estate Planning: video 3").getBoundingClientRect();
    await expect(frame.height / frame.width).toBeCloseTo(1.7778, 1);
  },
};

/** A portrait video in a grid, where every box is 16:9 from two columns up: the player keeps its shape, centred. */
export const PortraitInGrid: Story = {
  args: { aspect: 177.78, title: "Trusts & Estate Planning: video 3", inGrid: true },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>("[data-status]")!.getBoundingClientRect();
    await expect(box.height / box.width).toBeCloseTo(0.5625, 2);
    const frame = within(canvasElement).getByTitle("Trusts & Estate Planning: video 3").getBoundingClientRect();
    await expect(frame.height).toBeCloseTo(box.height, 0);
    await expect(frame.height / frame.width).toBeCloseTo(1.7778, 1);
    await expect(frame.left - box.left).toBeCloseTo(box.right - frame.right, 0);
  },
};

/** A video of a category that is not embedded yet, as on /video-library/{category}. */
export const Placeholder: Story = {
  args: { src: undefined, placeholder: "Coming Soon" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText("Video 3")).toBeNull();
    await expect(canvas.getByText("Coming Soon")).toBeVisible();
    await expect(canvasElement.querySelector("iframe")).toBeNull();
  },
};

export const PlaceholderPortrait: Story = {
  args: { src: undefined, aspect: 177.78, placeholder: "Coming Soon" },
};

/**
 * The host never answers: the frame gives up after `timeoutMs` (counted once it is near the
 * viewport) and offers the fallback link.
 */
export const FailedAfterTimeout: Story = {
  args: {
    src: neverLoadingSrc,
    timeoutMs: 1500,
    probe: false,
    fallbackHref: "https://player.example.org/video/affidavits-1",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Loading video")).toBeInTheDocument();
    await expect(await canvas.findByText("This video could not be loaded.", {}, { timeout: 6000 })).toBeVisible();
    const link = canvas.getByRole("link", { name: /Open the video on its host/ });
    await expect(link).toHaveAttribute("href", "https://player.example.org/video/affidavits-1");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(canvasElement.querySelector("iframe")).toBeNull();
  },
};

/** The browser is offline (`navigator.onLine === false`), so the frame fails at once. */
export const FailedOffline: Story = {
  args: { fallbackHref: "https://player.example.org/video/affidavits-1" },
  beforeEach: () => simulateOffline(),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("This video could not be loaded.")).toBeVisible();
  },
};

/** Without a fallback link only the message is shown. */
export const FailedWithoutFallback: Story = {
  beforeEach: () => simulateOffline(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("This video could not be loaded.")).toBeVisible();
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

/** Going offline while the frame is still loading fails it too (the `offline` event). */
export const GoesOfflineWhileLoading: Story = {
  args: { src: neverLoadingSrc, timeoutMs: 60_000, probe: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Loading video")).toBeInTheDocument();
    const restore = simulateOffline();
    try {
      await expect(await canvas.findByText("This video could not be loaded.")).toBeVisible();
    } finally {
      restore();
    }
    await waitFor(() => expect(canvas.getByText("Loading video")).toBeInTheDocument());
  },
};

/** Until the player's page has loaded: a spinner on navy. */
export const Loading: Story = {
  args: { src: neverLoadingSrc, timeoutMs: 600_000, probe: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading video")).toBeInTheDocument();
    await expect(canvasElement.querySelector("[data-status]")).toHaveAttribute("data-status", "loading");
  },
};

/** A long placeholder wraps in the frame; on a phone the frame keeps its shape. */
export const LongPlaceholderPhone: Story = {
  args: {
    src: undefined,
    placeholder: "Coming Soon: Recording the Declaration of Trust at the County Recorder",
  },
  globals: { viewport: { value: "phone", isRotated: false } },
};

export const RightToLeft: Story = {
  decorators: [rightToLeft],
  args: { src: undefined, placeholder: sampleArabic.comingSoon },
};
