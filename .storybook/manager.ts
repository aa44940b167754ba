import { addons } from "storybook/manager-api";
import { create } from "storybook/theming";

// The kit's colour and font tokens, passed in by main.ts from packages/ui/src/styles/index.css.
const colour = JSON.parse(process.env.STORYBOOK_BRAND_COLOURS ?? "{}") as Record<string, string>;
const fonts = JSON.parse(process.env.STORYBOOK_BRAND_FONTS ?? "{}") as { sans?: string; display?: string };
const displayFont = (fonts.display ?? "serif").replaceAll('"', "'");

addons.setConfig({
  theme: create({
    base: "light",
    brandTitle: `<span style="display:flex;align-items:center;gap:10px;font-family:${displayFont};font-size:17px;font-weight:600;color:${colour.primary}"><img src="brand/logo.svg" alt="" width="32" height="32">Cornerstone Law Trust UI kit</span>`,
    brandUrl: "./",
    brandTarget: "_self",
    colorPrimary: colour.accent,
    colorSecondary: colour.primary,
    appBg: colour.background,
    appContentBg: colour.card,
    appPreviewBg: colour.background,
    appBorderColor: colour.border,
    appBorderRadius: 8,
    fontBase: fonts.sans,
    textColor: colour.foreground,
    textMutedColor: colour["muted-foreground"],
    textInverseColor: colour["primary-foreground"],
    barBg: colour.card,
    barTextColor: colour["muted-foreground"],
    barSelectedColor: colour.primary,
    barHoverColor: colour.primary,
    inputBg: colour.card,
    inputBorder: colour.input,
    inputTextColor: colour.foreground,
  }),
});
