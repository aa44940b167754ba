import type { Preview } from "@storybook/react-vite";
import "./preview.css";
import { withLinkProvider } from "../packages/ui/src/storybook/withLinkProvider";

const preview: Preview = {
  tags: ["autodocs"],
  decorators: [withLinkProvider],
  parameters: {
    layout: "padded",
    controls: {
      matchers: { color: /(background|color)$/i, date: /Date$/i },
    },
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
