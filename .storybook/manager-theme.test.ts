import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Theme } from "../packages/ui/src/foundations/tokens.ts";
import { managerTheme } from "./manager-theme.ts";

const stylesheet = readFileSync(join(import.meta.dirname, "../packages/ui/src/styles/index.css"), "utf8");
const token = (name: string, css = stylesheet) => new Theme(css).get(`--color-${name}`).value;

describe("the Storybook shell's theme", () => {
  it("has the kit's colours, as the tokens file defines them", () => {
    const theme = managerTheme(stylesheet);
    expect(theme.colorSecondary).toBe(token("primary"));
    expect(theme.barSelectedColor).toBe(token("primary"));
    expect(theme.colorPrimary).toBe(token("accent"));
    expect(theme.appBg).toBe(token("background"));
    expect(theme.textColor).toBe(token("foreground"));
    expect(theme.brandTitle).toContain(`color:${token("primary")}`);
  });

  it("follows a change of the primary token, with no copy of the old navy left", () => {
    const current = token("primary");
    const changed = stylesheet.replace(/(--color-primary:\s*)[^;]+;/, "$1#3b82f6;");
    const theme = JSON.stringify(managerTheme(changed));
    expect(theme).toContain("#3b82f6");
    expect(theme).not.toContain(current);
  });
});
