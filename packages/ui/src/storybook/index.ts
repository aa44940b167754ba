/**
 * What stories outside the kit (the site's screens in apps/web) share with the kit's own: the
 * viewports they are drawn at and stand-ins for third-party frames, so no story needs the network.
 */
export { samplePlayerSrc } from "./fixtures";
export { simulateOffline } from "./offline";

/** Story `globals` for the viewports defined in .storybook/preview.ts: 375, 768 and 1280 px wide. */
export const viewports = {
  phone: { viewport: { value: "phone", isRotated: false } },
  tablet: { viewport: { value: "tablet", isRotated: false } },
  desktop: { viewport: { value: "desktop", isRotated: false } },
};
