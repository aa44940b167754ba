import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { expect, spyOn, waitFor, within } from "storybook/test";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../components/accordion/Accordion";
import { Button } from "../components/button/Button";
import { ExternalFrame } from "../components/external-frame/ExternalFrame";
import { FadeIn } from "../components/fade-in/FadeIn";
import { SearchField } from "../components/search-field/SearchField";
import { SiteHeader } from "../components/site-header/SiteHeader";
import { VideoEmbed } from "../components/video-embed/VideoEmbed";
import {
  sampleCta,
  sampleLogo,
  sampleNavLinks,
  sampleSiteName,
  samplePlayerSrc,
  sampleWidgetSrc,
} from "../storybook/fixtures";
import { simulateOffline } from "../storybook/offline";

/**
 * The site is prerendered with React and hydrated: the kit's components must render the same
 * markup on the server and on the client's first render. These checks render to a string as the
 * server does, hydrate it, and fail on any hydration error or mismatch warning.
 */
const meta = {
  title: "Checks/Hydration",
  parameters: { layout: "fullscreen" },
  tags: ["!autodocs"],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page: ReactNode = (
  <>
    <SiteHeader logo={sampleLogo} siteName={sampleSiteName} links={sampleNavLinks} cta={sampleCta} currentPath="/" />
    <main className="flex flex-col gap-6 p-6">
      <FadeIn delayMs={120}>
        <h1 className="font-display text-3xl text-primary">Frequently Asked Questions</h1>
      </FadeIn>
      <SearchField
        label="Search legal terms"
        hideLabel
        placeholder="Search legal terms..."
        value=""
        onValueChange={() => {}}
      />
      <Accordion>
        <AccordionItem defaultOpen fadeDelayMs={0}>
          <AccordionTrigger headingLevel={2}>Are you officers of the court?</AccordionTrigger>
          <AccordionContent>
            No. Officers of the court include judges, court clerks and licensed attorneys. We are none of these, and we
            do not appear in court on anyone's behalf.
          </AccordionContent>
        </AccordionItem>
      </Accordion>
      <Button href="/phone-consultation">Book Consultation</Button>
      <div className="max-w-md">
        <VideoEmbed src={samplePlayerSrc} title="Filling Out the Application" />
      </div>
      <div className="max-w-md">
        <VideoEmbed title="Video 3" placeholder="Coming Soon" />
      </div>
      <ExternalFrame
        src={sampleWidgetSrc}
        title="Cryptocurrency donation widget"
        width={320}
        height={200}
        failureText="Can't load widget"
      />
    </main>
  </>
);

let hydrated: Root | undefined;
const unmountHydrated = () => {
  hydrated?.unmount();
  hydrated = undefined;
};

async function prerenderAndHydrate(host: HTMLElement) {
  const consoleError = spyOn(console, "error");
  const recoverable: unknown[] = [];
  try {
    host.innerHTML = renderToString(page);
    const serverHtml = host.innerHTML;
    await expect(serverHtml).toContain('data-status="loading"');
    hydrated = hydrateRoot(host, page, { onRecoverableError: (error) => recoverable.push(error) });
    await waitFor(() => expect(host.querySelectorAll("[data-status]")).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(recoverable).toEqual([]);
    const hydrationWarnings = consoleError.mock.calls.filter((args) => /hydrat/i.test(args.map(String).join(" ")));
    await expect(hydrationWarnings).toEqual([]);
  } finally {
    consoleError.mockRestore();
  }
}

export const PrerenderedThenHydrated: Story = {
  render: () => <div data-testid="ssr-host" />,
  beforeEach: () => unmountHydrated,
  play: async ({ canvasElement }) => {
    const host = within(canvasElement).getByTestId("ssr-host");
    await prerenderAndHydrate(host);
    await waitFor(() => expect(host.querySelector('[data-status="placeholder"]')).not.toBeNull());
  },
};

/** Offline is decided after hydration: the server's markup (loading) still hydrates cleanly. */
export const PrerenderedThenHydratedOffline: Story = {
  render: () => <div data-testid="ssr-host" />,
  beforeEach: () => {
    const restoreOnline = simulateOffline();
    return () => {
      unmountHydrated();
      restoreOnline();
    };
  },
  play: async ({ canvasElement }) => {
    const host = within(canvasElement).getByTestId("ssr-host");
    await prerenderAndHydrate(host);
    await waitFor(() => expect(host.querySelectorAll('[data-status="failed"]')).toHaveLength(2));
    await expect(within(host).getByText("This video could not be loaded.")).toBeVisible();
  },
};
