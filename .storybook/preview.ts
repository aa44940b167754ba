import type { Preview } from "@storybook/react-vite";
import { createElement, Fragment } from "react";
import { configure } from "storybook/test";
import "./preview.css";
import { hydratedAttribute } from "../packages/ui/src/lib/hydration-mark";
import { withLinkProvider } from "../packages/ui/src/storybook/withLinkProvider";
import {
  addressInSource,
  contentSource,
  contentSources,
  defaultContentSource,
  switchContentSource,
  type ContentSource,
} from "./content-source";

// Stories run in a live page: the controls that need scripts are shown, as once a page has hydrated.
document.documentElement.setAttribute(hydratedAttribute, "");

// Play functions wait for what a step brings (a dialog opening, an answer showing) up to this long. A
// machine under load (shared cores, CI) took longer than Testing Library's 1 s to open a dialog; a
// wait ends as soon as the element is there, so a longer limit costs nothing when all is well.
configure({ asyncUtilTimeout: 5_000 });

const preview: Preview = {
  tags: ["autodocs"],
  // The toolbar's Content switch: the Screens over the site's own content/, to see real lengths. The
  // story tests keep the default, the fixed sample their baselines are of.
  globalTypes: {
    content: {
      description: "The content the Screens show",
      toolbar: {
        title: "Content",
        icon: "document",
        items: Object.entries(contentSources).map(([value, title]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { content: defaultContentSource },
  loaders: [
    async ({ globals, parameters }) => {
      await switchContentSource((globals.content as ContentSource | undefined) ?? defaultContentSource);
      const screen = parameters.screen as { address?: string } | undefined;
      return screen?.address ? { address: addressInSource(screen.address) } : {};
    },
  ],
  decorators: [
    withLinkProvider,
    // A screen's router loads its data once: after a switch, a new one loads the other content.
    (Story) => createElement(Fragment, { key: contentSource() }, createElement(Story)),
  ],
  parameters: {
    layout: "padded",
    options: {
      // The sidebar reads from the ground up; Storybook opens on the first entry, the Introduction.
      // Components are in alphabetical order, each one's stories in the order written.
      storySort: {
        method: "alphabetical",
        order: [
          "Foundations",
          ["Introduction", "Colour", "Typography", "Spacing", "Radii", "Shadows"],
          "Components",
          "Screens",
          "Checks",
        ],
      },
    },
    controls: {
      matchers: { color: /(background|color)$/i, date: /Date$/i },
      expanded: true,
      sort: "requiredFirst",
    },
    // Forced states (hover, focus-visible, active) reach everything on the page, dialogs in their
    // portals included; stories that show states target their elements by selector.
    pseudo: { rootSelector: "body" },
    // Accessibility violations fail the story tests.
    a11y: { test: "error" },
    viewport: {
      options: {
        phone: { name: "Phone (375 × 812)", styles: { width: "375px", height: "812px" }, type: "mobile" },
        tablet: { name: "Tablet (768 × 1024)", styles: { width: "768px", height: "1024px" }, type: "tablet" },
        desktop: { name: "Desktop (1280 × 800)", styles: { width: "1280px", height: "800px" }, type: "desktop" },
      },
    },
  },
};

export default preview;
