import type { SiteConfig } from "@site/content";
import { viewports } from "@site/ui/storybook";
import type { StoryContext, StoryObj } from "@storybook/react-vite";
import type { ComponentType } from "react";
import { expect, waitFor, within } from "storybook/test";
import { createAppStub, stubRoute, type RouteModule } from "./app-stub";

/** The route modules of the screens, by file as `app/routes.ts` names them ("screens/faq/route.tsx"). */
const routeModules = import.meta.glob<RouteModule>("../screens/*/*route.tsx", { eager: true });

/** What a screen story shows, in its `parameters.screen`; a story may change the address or the site. */
export interface ScreenParameters {
  /** The route module, as `app/routes.ts` names it. */
  file: string;
  /** Where the visitor is: a path, with a query or a fragment (`/faq#question-1`) if need be. */
  address: string;
  /** site.yaml as the page sees it, e.g. with an integration switched on (by default the sample's). */
  site?: (site: SiteConfig) => SiteConfig;
}

/** A screen's story: it may set `parameters.screen` in part, e.g. `{ screen: { address: "/faq#question-1" } }`. */
type ScreenStory = StoryObj;

interface ScreenOptions {
  /** The route's pattern, where the address holds an entry's id (`/dictionary/:id`); by default the address. */
  route?: string;
  /** What the screen is, for its docs page. */
  description: string;
}

/**
 * A screen as a visitor at `address` sees it: its route module (`screens/…/route.tsx`, as
 * `app/routes.ts` names it) in the app through `createAppStub`, with the real root, loader, head tags
 * and view over the sample content. Spread it into a story file's meta. (The description goes in
 * here, not in a comment on the meta: Storybook would write that into a `parameters` of its own,
 * over these.)
 */
export function screen(
  file: string,
  address: string,
  { route = address.replace(/[?#].*$/, ""), description }: ScreenOptions,
) {
  const module = routeModules[`../${file}`];
  if (!module) throw new Error(`No route module at app/${file}`);
  // The id framework mode gives the route (its file without extension), which the root looks for.
  const stub = stubRoute(file.replace(/\.tsx$/, ""), route === "/" ? undefined : route.slice(1), module);
  const apps = new Map<ScreenParameters["site"], ComponentType<{ initialEntries: string[] }>>();
  const appFor = (site: ScreenParameters["site"]) => {
    if (!apps.has(site)) apps.set(site, createAppStub([stub], { site }));
    return apps.get(site)!;
  };
  const parameters: { screen: ScreenParameters } & Record<string, unknown> = {
    screen: { file, address },
    // The page fills the frame, as in a browser window.
    layout: "fullscreen",
    docs: { description: { component: description }, story: { inline: false, iframeHeight: 800 } },
  };
  return {
    parameters,
    // Storybook's Content switch may lead the address to the same kind of page in other content (`loaded.address`).
    render: function Screen(_: unknown, { parameters, loaded }: StoryContext) {
      const { address, site } = parameters.screen as ScreenParameters;
      const App = appFor(site);
      return <App initialEntries={[(loaded as { address?: string }).address ?? address]} />;
    },
    play: async ({ canvasElement }: StoryContext) => screenShown(canvasElement),
  };
}

/** Waits for the screen's loader and view: the page's one h1 is shown. */
export async function screenShown(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole("main")).not.toBeEmptyDOMElement());
  await expect(await canvas.findByRole("heading", { level: 1 })).toBeVisible();
}

/** The story at each width the screens are reviewed at: 375, 768 and 1280 px. */
export function atEachWidth(story: ScreenStory = {}) {
  const at = (viewport: (typeof viewports)[keyof typeof viewports]): ScreenStory => ({
    ...story,
    globals: { ...story.globals, ...viewport },
  });
  return { Phone: at(viewports.phone), Tablet: at(viewports.tablet), Desktop: at(viewports.desktop) };
}

/**
 * Every integration of site.yaml switched on, with hosts that refuse the connection at once: their
 * offline states (the email instead of the widget), shown without reaching the network.
 */
export function unreachableIntegrations(site: SiteConfig): SiteConfig {
  const unreachable = "http://127.0.0.1:9";
  const { assistant, scheduler, payment } = site.integrations;
  return {
    ...site,
    integrations: {
      ...site.integrations,
      assistant: { ...assistant, agentId: "sample-agent", scriptUrl: `${unreachable}/assistant.js` },
      scheduler: { ...scheduler, calLink: "sample/90min", origin: unreachable, scriptUrl: `${unreachable}/embed.js` },
      payment: { ...payment, merchantId: "sample-merchant", widgetUrl: `${unreachable}/widget` },
    },
  };
}
