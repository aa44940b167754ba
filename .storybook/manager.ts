import { addons } from "storybook/manager-api";
import { create, type ThemeVarsPartial } from "storybook/theming";

// The shell's theme, made from the kit's tokens by manager-theme.ts and passed in by main.ts.
addons.setConfig({
  theme: create(JSON.parse(process.env.STORYBOOK_THEME ?? '{"base":"light"}') as ThemeVarsPartial),
});
