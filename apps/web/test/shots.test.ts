import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { contactSheet, figures } from "../shots/contact-sheet";
import { defaultWidths, parseOptions, routeMatcher, UsageError } from "../shots/options";
import { discoverRoutes } from "../shots/routes";
import { pictureFile, type Shot } from "../shots/shoot";

describe("pnpm shots: the command line", () => {
  it("shoots everything at the review widths, with and without JavaScript, by default", () => {
    const options = parseOptions([])!;
    expect(options.routes).toEqual([]);
    expect(options.widths).toEqual([...defaultWidths]);
    expect(options.scripting).toEqual(["js", "no-js"]);
    expect(options.build).toBe("auto");
  });

  it("takes routes and widths as plain arguments or options, in any order", () => {
    const options = parseOptions(["375", "/services", "--width=1280,320px", "-r", "/faq,/about", "--no-js"])!;
    expect(options.routes).toEqual(["/services", "/faq", "/about"]);
    expect(options.widths).toEqual([320, 375, 1280]);
    expect(options.scripting).toEqual(["no-js"]);
  });

  it("says what is wrong with a bad argument", () => {
    expect(() => parseOptions(["services"])).toThrow(
      new UsageError("'services' is not a route: routes start with '/', e.g. /about"),
    );
    expect(() => parseOptions(["--width", "12"])).toThrow(/'12' is not a width/);
    expect(() => parseOptions(["--jobs", "0"])).toThrow(/--jobs needs a whole number/);
    expect(() => parseOptions(["--width"])).toThrow(/--width needs a value/);
    expect(() => parseOptions(["--colour"])).toThrow(/unknown option --colour/);
    expect(parseOptions(["--help"])).toBeNull();
  });

  it("matches routes exactly or with * patterns, trailing slashes aside", () => {
    const matches = routeMatcher(["/dictionary/*", "/services/"]);
    expect(matches("/dictionary/trust")).toBe(true);
    expect(matches("/services")).toBe(true);
    expect(matches("/dictionary")).toBe(false);
    expect(matches("/services/private-trust")).toBe(false);
    expect(routeMatcher([])("/anything")).toBe(true);
  });
});

describe("pnpm shots: the routes of a build", () => {
  let client = "";
  afterEach(() => fs.rmSync(client, { recursive: true, force: true }));

  const page = (route: string, html = "<main></main>") => {
    const file = path.join(client, route, "index.html");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
  };

  it("lists the prerendered pages in sitemap order, then a missing address per folder of pages", () => {
    client = fs.mkdtempSync(path.join(os.tmpdir(), "shots-"));
    for (const route of ["", "about", "dictionary", "dictionary/trust", "dictionary/agent", "services", "services/a"]) {
      page(route);
    }
    page("diy/a", '<meta http-equiv="refresh" content="0;url=/diy-processes/a">');
    page("share/dictionary/trust");
    fs.writeFileSync(path.join(client, "404.html"), "");
    fs.writeFileSync(
      path.join(client, "sitemap.xml"),
      ["/", "/dictionary", "/dictionary/trust", "/about"].map((p) => `<loc>https://x.example${p}</loc>`).join(""),
    );
    expect(discoverRoutes(client)).toEqual([
      { path: "/", notFound: false },
      { path: "/dictionary", notFound: false },
      { path: "/dictionary/trust", notFound: false },
      { path: "/about", notFound: false },
      { path: "/dictionary/agent", notFound: false },
      { path: "/services", notFound: false },
      { path: "/services/a", notFound: false },
      { path: "/no-such-page", notFound: true },
      { path: "/dictionary/no-such-page", notFound: true },
    ]);
  });

  it("refuses a folder that holds no build", () => {
    client = fs.mkdtempSync(path.join(os.tmpdir(), "shots-"));
    expect(() => discoverRoutes(client)).toThrow(/No prerendered pages/);
  });
});

describe("pnpm shots: the contact sheet", () => {
  const shot = (route: string, width: number, page = width, problems: string[] = []): Shot => ({
    route: { path: route, notFound: false },
    width,
    scripting: "js",
    file: pictureFile(route, width, "js"),
    height: 900,
    overflow: { viewport: width, page, culprits: page > width ? ['strong "a@b.example" reaches 387 px'] : [] },
    problems,
  });

  it("counts routes, widths, pictures and pages wider than the window", () => {
    const shots = [shot("/", 320), shot("/", 1280), shot("/litigation", 320, 387), shot("/faq", 320, 320, ["boom"])];
    const sum = figures(shots);
    expect(sum).toMatchObject({ routes: 3, widths: [320, 1280], pictures: 4 });
    expect(sum.tooWide.map((s) => [s.route.path, s.width, s.overflow.page])).toEqual([["/litigation", 320, 387]]);
    expect(sum.problems.map((s) => s.route.path)).toEqual(["/faq"]);
  });

  it("puts each route's widths side by side, flags what is too wide and escapes what it shows", () => {
    const html = contactSheet([shot("/", 320), shot("/<b>", 320, 400)], new Date(0));
    expect(html).toContain('src="home/320-js.png"');
    expect(html).toContain("Pages wider than the window: 1");
    expect(html).toContain("scrolls sideways: 400 px wide");
    expect(html).toContain("/&#60;b&#62;");
    expect(html).not.toContain("/<b>");
  });
});
