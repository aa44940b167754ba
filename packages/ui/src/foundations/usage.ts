/**
 * Which of the kit's components use a utility, read from their source: the Foundations pages say
 * where each colour, size, radius and shadow is used without anyone keeping a list.
 */

const sources = import.meta.glob<string>(
  ["../components/**/*.{ts,tsx}", "!../components/**/*.stories.tsx", "!../components/**/*.test.{ts,tsx}"],
  { query: "?raw", import: "default", eager: true },
);

const pascalCase = (kebab: string) => kebab.replace(/(^|-)(\w)/g, (_, _dash, letter: string) => letter.toUpperCase());

/** The component a file belongs to: a component file's own name, else its folder's (buttonVariants → Button). */
function componentOf(path: string): string {
  const [, folder, file] = /components\/([^/]+)\/([^/.]+)\.tsx?$/.exec(path) ?? [];
  if (!folder || !file) return path;
  return /^[A-Z]/.test(file) ? file : pascalCase(folder);
}

/**
 * The components whose classes include `<prefix>-<value>` for each value, optionally behind
 * variants (`md:`, `hover:`) and with an opacity (`/90`). Prefixes are alternatives, e.g.
 * `["bg", "text"]`.
 */
export function utilityUsage(prefixes: string[], values: string[]): Map<string, string[]> {
  const pattern = new RegExp(
    `(?<=^|[\\s"'\`:])(?:${prefixes.join("|")})-(${values.map(escapeRegExp).join("|")})(?:/\\d+)?(?=[\\s"'\`]|$)`,
    "gm",
  );
  const usage = new Map<string, Set<string>>(values.map((value) => [value, new Set()]));
  for (const [path, source] of Object.entries(sources)) {
    for (const [, value] of source.matchAll(pattern)) usage.get(value!)!.add(componentOf(path));
  }
  return new Map([...usage].map(([value, components]) => [value, [...components].sort()]));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
