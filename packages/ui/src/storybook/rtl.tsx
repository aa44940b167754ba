import type { Decorator } from "@storybook/react-vite";
import { Direction } from "radix-ui";

/**
 * Sets the story right to left, as a page in Arabic would be: the text direction for the
 * browser, and for Radix (keyboard arrows, menu sides). Content in a portal (a dialog) sits outside
 * this wrapper and needs `dir="rtl"` of its own.
 */
export const rightToLeft: Decorator = (Story) => (
  <Direction.Provider dir="rtl">
    <div dir="rtl" lang="ar">
      <Story />
    </div>
  </Direction.Provider>
);
