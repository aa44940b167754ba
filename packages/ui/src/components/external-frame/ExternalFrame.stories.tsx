import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { neverLoadingSrc, sampleWidgetSrc } from "../../storybook/fixtures";
import { simulateOffline } from "../../storybook/offline";
import { rightToLeft } from "../../storybook/rtl";
import { ExternalFrame } from "./ExternalFrame";

/** The donation widget of /trust-donation (410 × 696), with the site's failure text. */
const meta = {
  title: "Components/ExternalFrame",
  component: ExternalFrame,
  parameters: {
    docs: {
      description: {
        component: `
A third party's widget (the donation widget, the scheduler) in a frame of a fixed size that narrows to the screen
on a phone. Like \`VideoEmbed\`, it shows a spinner with \`loadingText\` while the widget loads and
\`failureText\` when it cannot: offline, no answer within \`timeoutMs\`, or a host that refuses the connection
(\`probe\` asks the address directly, because a browser shows its own error page in a frame as if it had loaded).
Say in \`failureHelp\` what to do instead, such as writing to the trust's email. Once the widget has loaded it
stays, even if the connection drops: the visitor may be typing into it.`,
      },
    },
  },
  argTypes: {
    src: { control: "text", table: { defaultValue: { summary: "— (the failure text)" } } },
    title: { control: "text" },
    width: { control: "number" },
    height: { control: "number" },
    loadingText: { control: "text" },
    failureText: { control: "text" },
    failureHelp: { control: false },
    timeoutMs: { control: "number", table: { defaultValue: { summary: "15000" } } },
    probe: { control: "boolean" },
    className: { control: false },
  },
  args: {
    src: sampleWidgetSrc,
    title: "Cryptocurrency donation widget",
    width: 410,
    height: 696,
    failureText: "Can't load widget",
    failureHelp: (
      <>
        Write to{" "}
        <a className="font-medium text-primary underline" href="mailto:contact@cornerstonelawtrust.example">
          contact@cornerstonelawtrust.example
        </a>{" "}
        and we will help you donate.
      </>
    ),
  },
} satisfies Meta<typeof ExternalFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector("[data-status]")).toHaveAttribute("data-status", "loaded"));
    await expect(within(canvasElement).getByTitle("Cryptocurrency donation widget")).toHaveAttribute("loading", "lazy");
  },
};

/** A widget that has loaded stays when the connection drops: the visitor may be typing into it. */
export const KeptWhenOffline: Story = {
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector("[data-status]");
    await waitFor(() => expect(box).toHaveAttribute("data-status", "loaded"));
    const restore = simulateOffline();
    try {
      // The connection's change has been rendered.
      await new Promise(requestAnimationFrame);
      await expect(box).toHaveAttribute("data-status", "loaded");
      await expect(within(canvasElement).getByTitle("Cryptocurrency donation widget")).toBeVisible();
    } finally {
      restore();
    }
  },
};

/** Until the frame's load event the loading state is shown. */
export const Loading: Story = {
  args: { src: neverLoadingSrc, timeoutMs: 600_000, probe: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading…");
  },
};

/** The widget host never answers: after `timeoutMs` the failure text replaces the frame. */
export const FailedAfterTimeout: Story = {
  args: { src: neverLoadingSrc, timeoutMs: 1500, probe: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Loading…")).toBeVisible();
    await expect(await canvas.findByText("Can't load widget", {}, { timeout: 6000 })).toBeVisible();
    await expect(canvasElement.querySelector("iframe")).toBeNull();
  },
};

/**
 * The widget's host refuses the connection. The browser would still fire `load` for its own error
 * page; the direct request fails, so the failure text shows instead.
 */
export const FailedUnreachable: Story = {
  args: { src: "http://127.0.0.1:9/widget" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Can't load widget", {}, { timeout: 6000 })).toBeVisible();
  },
};

export const FailedOffline: Story = {
  beforeEach: () => simulateOffline(),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Can't load widget")).toBeVisible();
  },
};

export const MissingSrc: Story = {
  args: { src: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Can't load widget")).toBeVisible();
  },
};

/** On a phone the frame narrows to the screen. */
export const Phone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>("[data-status]")!;
    await expect(box.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A failure text long enough to wrap stays inside the frame, centred. */
export const LongFailureText: Story = {
  args: {
    src: undefined,
    width: 320,
    height: 240,
    failureText:
      "The donation widget could not be loaded. Write to contact@cornerstonelawtrust.example and we will send you the details to donate by other means.",
    failureHelp: undefined,
  },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>("[data-status]")!;
    await expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight);
  },
};

export const RightToLeft: Story = {
  decorators: [rightToLeft],
  args: { src: undefined, width: 320, height: 240, failureText: "تعذّر تحميل الأداة.", failureHelp: undefined },
};
