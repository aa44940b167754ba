/**
 * Reads design tokens out of Tailwind `@theme` blocks, so the Foundations pages (and the Storybook
 * shell's colours) come from the stylesheet itself rather than from a copy of it.
 */

export interface Token {
  /** The custom property, e.g. `--color-primary`. */
  name: string;
  /** Its value as written, e.g. `#0f2742` or `calc(var(--radius) - 4px)`. */
  value: string;
  /** The comment written after it on the same line, if any. */
  note?: string;
}

/** The `@theme` blocks of a stylesheet, without the `reference` ones (never emitted). */
function themeBlocks(css: string): string[] {
  const blocks: string[] = [];
  const opening = /@theme\b([^{]*)\{/g;
  for (let match = opening.exec(css); match; match = opening.exec(css)) {
    let depth = 1;
    let end = opening.lastIndex;
    while (depth > 0 && end < css.length) {
      if (css[end] === "{") depth += 1;
      else if (css[end] === "}") depth -= 1;
      end += 1;
    }
    if (depth > 0) throw new Error(`Unclosed @theme block at character ${match.index}`);
    if (!/\breference\b/.test(match[1]!)) blocks.push(css.slice(opening.lastIndex, end - 1));
    opening.lastIndex = end;
  }
  return blocks;
}

/** Nested blocks (`@keyframes`) hold no tokens: drop each with its header, keep the rest. */
function withoutNestedBlocks(block: string): string {
  let result = "";
  let depth = 0;
  for (const char of block) {
    if (char === "{" && depth === 0)
      result = result.slice(0, Math.max(result.lastIndexOf(";"), result.lastIndexOf("}")) + 1);
    if (char === "{") depth += 1;
    else if (char === "}") depth -= 1;
    else if (depth === 0) result += char;
  }
  return result;
}

const declaration = /(--[\w-]+)\s*:\s*([^;]+);[ \t]*(?:\/\*\s*([\s\S]*?)\s*\*\/)?/g;

/** The tokens of one stylesheet, in the order written. */
export function parseThemeTokens(css: string): Token[] {
  const tokens: Token[] = [];
  for (const block of themeBlocks(css)) {
    for (const [, name, value, note] of withoutNestedBlocks(block).matchAll(declaration)) {
      tokens.push({ name: name!, value: value!.replace(/\s+/g, " ").trim(), ...(note ? { note } : {}) });
    }
  }
  return tokens;
}

/** A theme built from several stylesheets: a later one overrides an earlier one's token. */
export class Theme {
  private readonly tokens = new Map<string, Token>();

  constructor(...stylesheets: string[]) {
    for (const css of stylesheets) for (const token of parseThemeTokens(css)) this.tokens.set(token.name, token);
  }

  /** The token, or an error naming it when the stylesheets do not define it. */
  get(name: string): Token {
    const token = this.tokens.get(name);
    if (!token) throw new Error(`The theme has no token ${name} (see packages/ui/src/styles/index.css)`);
    return token;
  }

  /** Tokens whose names start with the prefix, e.g. `--color-`, in the order written. */
  group(prefix: string): Token[] {
    return [...this.tokens.values()].filter((token) => token.name.startsWith(prefix));
  }
}
