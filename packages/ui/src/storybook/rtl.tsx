import type { Decorator } from "@storybook/react-vite";

/**
 * Sets the story right to left, as a page in Arabic would be. The kit's dialogs are native
 * `<dialog>` elements in place, so they take the direction from here too.
 */
export const rightToLeft: Decorator = (Story) => (
  <div dir="rtl" lang="ar">
    <Story />
  </div>
);
