import os from "node:os";

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

function positiveInteger(name: string, value: string | undefined, min: number): number {
  const n = Number(value);
  if (value === undefined || !Number.isInteger(n) || n < min) {
    throw new UsageError(`${name} needs a whole number of at least ${min}`);
  }
  return n;
}

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
  const args = [...argv];
  const value = (flag: string) => {
    const next = args.shift();
    if (next === undefined || next.startsWith("--")) throw new UsageError(`${flag} needs a value`);
    return next;
  };
  while (args.length > 0) {
    const arg = args.shift()!;
    const [flag, inline] = arg.startsWith("--") && arg.includes("=") ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const take = () => inline ?? value(flag!);
    switch (flag) {
      case "--":
        break;
      case "-h":
      case "--help":
        return null;
      case "-r":
      case "--route":
        options.routes.push(...list(take()).map(route));
        break;
      case "-w":
      case "--width":
        options.widths.push(...list(take()).map(width));
        break;
      case "--js":
        options.scripting = ["js"];
        break;
      case "--no-js":
        options.scripting = ["no-js"];
        break;
      case "-j":
      case "--jobs":
        options.jobs = positiveInteger("--jobs", take(), 1);
        break;
      case "--build":
        options.build = "always";
        break;
      case "--no-build":
        options.build = "never";
        break;
      case "--build-dir":
        options.buildDir = take();
        break;
      case "--port":
        options.port = positiveInteger("--port", take(), 1);
        break;
      default:
        if (flag!.startsWith("-")) throw new UsageError(`unknown option ${flag} (pnpm shots --help lists them)`);
        if (/^\d+(px)?$/.test(flag!)) options.widths.push(width(flag!));
        else options.routes.push(route(flag!));
    }
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
