import { describe, expect, it } from "vitest";
import kitStyles from "../styles/index.css?raw";
import { parseHex } from "./contrast";
import { parseThemeTokens, Theme } from "./tokens";

const css = `
@import "tailwindcss";
@theme static {
  /* Colors */
  --color-primary: #0f2742; /* deep navy */
  --font-sans:
    ui-sans-serif, system-ui,
    sans-serif;
  --animate-fade-in: fade-in 0.6s both;
  @keyframes fade-in {
    from { opacity: 0; height: var(--radix-height); }
  }
  --radius-sm: calc(var(--radius) - 4px);
}
@theme default inline reference {
  --radius: 0.25rem;
}
.prose { --tw-prose-body: red; }
`;

describe("parseThemeTokens", () => {
  it("reads the tokens of @theme blocks with their notes, and nothing else", () => {
    expect(parseThemeTokens(css)).toEqual([
      { name: "--color-primary", value: "#0f2742", note: "deep navy" },
      { name: "--font-sans", value: "ui-sans-serif, system-ui, sans-serif" },
      { name: "--animate-fade-in", value: "fade-in 0.6s both" },
      { name: "--radius-sm", value: "calc(var(--radius) - 4px)" },
    ]);
  });

  it("reports an unclosed block", () => {
    expect(() => parseThemeTokens("@theme { --color-a: #fff;")).toThrow("Unclosed @theme block");
  });
});

describe("Theme", () => {
  it("lets a later stylesheet override an earlier one and names a missing token", () => {
    const theme = new Theme("@theme { --color-a: #000; --color-b: #111; }", "@theme { --color-a: #fff; }");
    expect(theme.get("--color-a").value).toBe("#fff");
    expect(theme.group("--color-").map((token) => token.name)).toEqual(["--color-a", "--color-b"]);
    expect(() => theme.get("--color-z")).toThrow("The theme has no token --color-z");
  });

  it("reads the kit's own stylesheet: every colour is a hex colour, so its contrast can be computed", () => {
    const colours = new Theme(kitStyles).group("--color-");
    expect(colours.map((token) => token.name)).toContain("--color-primary");
    for (const token of colours) expect(() => parseHex(token.value), token.name).not.toThrow();
  });
});
