import type { ThemeVarsPartial } from "storybook/theming";
import { Theme } from "../packages/ui/src/foundations/tokens.ts";

/**
 * The Storybook shell's theme (sidebar, toolbar, panels) from the kit's tokens, read from the
 * stylesheet that defines them (packages/ui/src/styles/index.css) when Storybook starts or builds:
 * a new token value is the shell's on the next `pnpm storybook` or `pnpm build-storybook`.
 */
export function managerTheme(stylesheet: string): ThemeVarsPartial {
  const kit = new Theme(stylesheet);
  const colour = (name: string) => kit.get(`--color-${name}`).value;
  const displayFont = kit.get("--font-display").value.replaceAll('"', "'");
  return {
    base: "light",
    brandTitle: `<span style="display:flex;align-items:center;gap:10px;font-family:${displayFont};font-size:17px;font-weight:600;color:${colour("primary")}"><img src="brand/logo.svg" alt="" width="32" height="32">Cornerstone Law Trust UI kit</span>`,
    brandUrl: "./",
    brandTarget: "_self",
    colorPrimary: colour("accent"),
    colorSecondary: colour("primary"),
    appBg: colour("background"),
    appContentBg: colour("card"),
    appPreviewBg: colour("background"),
    appBorderColor: colour("border"),
    appBorderRadius: 8,
    fontBase: kit.get("--font-sans").value,
    textColor: colour("foreground"),
    textMutedColor: colour("muted-foreground"),
    textInverseColor: colour("primary-foreground"),
    barBg: colour("card"),
    barTextColor: colour("muted-foreground"),
    barSelectedColor: colour("primary"),
    barHoverColor: colour("primary"),
    inputBg: colour("card"),
    inputBorder: colour("input"),
    inputTextColor: colour("foreground"),
  };
}
