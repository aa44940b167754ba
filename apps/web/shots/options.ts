import os from "node:os";
import { parseArgs } from "node:util";

/** The widths every review looks at: two phones, a tablet, a laptop and a desktop. */
export const defaultWidths = [320, 375, 768, 1280, 1440] as const;

export type Scripting = "js" | "no-js";

export interface ShotOptions {
  /** Route patterns: exact paths, or with `*` for any run of characters (`/dictionary/*`). Empty means all. */
  routes: string[];
  widths: number[];
  scripting: Scripting[];
  /** Pages photographed at once. */
  jobs: number;
  /** `auto` builds only when a source is newer than the build. */
  build: "auto" | "always" | "never";
  /** The build folder under apps/web (`build`, `build-e2e-configured`, ...). */
  buildDir: string;
  /** 0 lets the system pick a free port. */
  port: number;
}

export const usage = `pnpm shots [route ...] [width ...] [options]

  Photographs every prerendered page (and the not-found screens) at ${defaultWidths.join(", ")} px,
  with and without JavaScript, into artifacts/shots/, with a contact sheet (artifacts/shots/index.html).

  route          a path such as /services, or a pattern such as '/dictionary/*' (quote the *)
  width          a width in px, e.g. 375
  --route, -r    the same as a route argument; may repeat or list with commas
  --width, -w    the same as a width argument; may repeat or list with commas
  --js           only with JavaScript            --no-js     only without JavaScript
  --jobs, -j N   pages photographed at once (default: cores + 1)
  --build        build first, whatever the state of the build
  --no-build     use the build as it is, even if sources are newer
  --build-dir D  photograph apps/web/D instead of apps/web/build
  --port N       serve the build on this port (default: any free port)
  --help, -h     this text

  Examples: pnpm shots /services 375      pnpm shots '/video-library/*' --no-js`;

export class UsageError extends Error {}

const list = (value: string) =>
  value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);

function width(value: string): number {
  const px = Number(value.replace(/px$/, ""));
  if (!Number.isInteger(px) || px < 200 || px > 4000) {
    throw new UsageError(`'${value}' is not a width: give whole pixels between 200 and 4000, e.g. 375`);
  }
  return px;
}

function route(value: string): string {
  if (!value.startsWith("/")) throw new UsageError(`'${value}' is not a route: routes start with '/', e.g. /about`);
  return value;
}

function positiveInteger(name: string, value: string, min: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`${name} needs a whole number of at least ${min}`);
  return n;
}

const flags = {
  route: { type: "string", short: "r" },
  width: { type: "string", short: "w" },
  js: { type: "boolean" },
  "no-js": { type: "boolean" },
  jobs: { type: "string", short: "j" },
  build: { type: "boolean" },
  "no-build": { type: "boolean" },
  "build-dir": { type: "string" },
  port: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

/** What each option sets; `value` reads the option's value, for those that take one. */
const setOption: Record<Exclude<keyof typeof flags, "help">, (options: ShotOptions, value: () => string) => void> = {
  route: (options, value) => void options.routes.push(...list(value()).map(route)),
  width: (options, value) => void options.widths.push(...list(value()).map(width)),
  js: (options) => void (options.scripting = ["js"]),
  "no-js": (options) => void (options.scripting = ["no-js"]),
  jobs: (options, value) => void (options.jobs = positiveInteger("--jobs", value(), 1)),
  build: (options) => void (options.build = "always"),
  "no-build": (options) => void (options.build = "never"),
  "build-dir": (options, value) => void (options.buildDir = value()),
  port: (options, value) => void (options.port = positiveInteger("--port", value(), 1)),
};

/** Reads the command line; throws a UsageError that says what was wrong. `null` means: show the help. */
export function parseOptions(argv: string[]): ShotOptions | null {
  const options: ShotOptions = {
    routes: [],
    widths: [],
    scripting: ["js", "no-js"],
    jobs: os.availableParallelism() + 1,
    build: "auto",
    buildDir: "build",
    port: 0,
  };
  // Not strict: this reports unknown options and missing values in its own words, in the order given.
  const { tokens } = parseArgs({ args: argv, options: flags, allowPositionals: true, strict: false, tokens: true });
  for (const token of tokens) {
    if (token.kind === "option-terminator") continue;
    if (token.kind === "positional") {
      if (/^\d+(px)?$/.test(token.value)) options.widths.push(width(token.value));
      else options.routes.push(route(token.value));
      continue;
    }
    const { name, rawName } = token;
    if (!Object.hasOwn(flags, name)) throw new UsageError(`unknown option ${rawName} (pnpm shots --help lists them)`);
    // parseArgs takes the next argument whatever it is: `--width --js` lacks a width.
    const value = () => {
      if (token.value === undefined || (!token.inlineValue && token.value.startsWith("--"))) {
        throw new UsageError(`${rawName} needs a value`);
      }
      return token.value;
    };
    if (name === "help") return null;
    setOption[name as keyof typeof setOption](options, value);
  }
  if (options.widths.length === 0) options.widths = [...defaultWidths];
  options.widths = [...new Set(options.widths)].sort((a, b) => a - b);
  return options;
}

/** Whether a route is asked for: no patterns means every route; `*` matches any run of characters. */
export function routeMatcher(patterns: string[]): (route: string) => boolean {
  if (patterns.length === 0) return () => true;
  const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);
  const regexes = patterns.map(
    (pattern) =>
      new RegExp(
        `^${normalize(pattern)
          .split("*")
          .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
          .join(".*")}$`,
      ),
  );
  return (route) => regexes.some((regex) => regex.test(normalize(route)));
}
