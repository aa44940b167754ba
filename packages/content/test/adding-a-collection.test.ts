import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeSpans } from "./support/author-guide.ts";
import { copyOfContent } from "./support/content-dir.ts";
import { applyStep, readmeSteps, sectionOf } from "./support/readme-steps.ts";
import { copyOfRepository, fileHashes } from "./support/repository-copy.ts";

/**
 * "Adding a collection" (this package's README), followed to the letter in a copy of the repository:
 * each code block of that section is written where its first line says, `pnpm content:check` runs,
 * and then the checks a developer relies on run in the copy. The section is the fixture, so the test
 * fails as soon as its steps are no longer enough, or no longer true.
 */
const heading = "Adding a collection";
const readme = fs.readFileSync(path.resolve(import.meta.dirname, "../README.md"), "utf8");
const steps = readmeSteps(readme, heading);
const parts = [
  "content",
  "packages/content",
  "apps/web",
  ".vscode",
  "package.json",
  "pnpm-workspace.yaml",
  "tsconfig.base.json",
  ".prettierrc.json",
  ".prettierignore",
];
let repo: string;
let changed: string[];
let check: ReturnType<typeof run>;

function run(cwd: string, script: string, args: string[]) {
  // The tests' own settings (CONTENT_DIR, Vitest's) are not the copy's.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(VITEST|CONTENT_DIR|BUILD_DIR|NODE_OPTIONS)/.test(key)),
  );
  const result = spawnSync(process.execPath, [script, ...args], {
    cwd,
    env: { ...env, NO_COLOR: "1", FORCE_COLOR: "0" },
    encoding: "utf8",
    maxBuffer: 64 << 20,
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}
const content = (...args: string[]) => run(repo, "packages/content/bin/content.mjs", args);
const reactRouter = (...args: string[]) =>
  run(path.join(repo, "apps/web"), "node_modules/@react-router/dev/bin.js", args);

beforeAll(() => {
  repo = copyOfRepository(parts);
  const before = fileHashes(repo, parts);
  for (const step of steps) applyStep(repo, step);
  check = content("check");
  const after = fileHashes(repo, parts);
  changed = [...after.keys(), ...before.keys()].filter(
    (file, i, all) => all.indexOf(file) === i && before.get(file) !== after.get(file),
  );
}, 120_000);

afterAll(() => {
  if (repo) fs.rmSync(repo, { recursive: true, force: true });
});

describe(`"${heading}" in the README, followed step by step`, () => {
  it("names every file that following it changes", () => {
    const prose = sectionOf(readme, heading).replace(/^( *)(`{3,})[\s\S]*?^\1\2$/gm, "");
    const named = new Set([...steps.map((step) => step.file), ...codeSpans(prose)]);
    expect(changed.filter((file) => !named.has(file))).toEqual([]);
    expect(changed).toEqual(expect.arrayContaining(steps.map((step) => step.file)));
  });

  it("gives a collection that passes the content check, which writes its editor schema and mapping", () => {
    expect(check.out).toMatch(/✔ content is valid/);
    expect(check.out).toMatch(/^ +1 {2}court forms$/m);
    expect(check.out).toMatch(
      /Updated for editors .*packages\/content\/schemas\/court-forms\.schema\.json, \.vscode\/settings\.json/,
    );
    expect(check.code).toBe(0);
    const settings = JSON.parse(fs.readFileSync(path.join(repo, ".vscode/settings.json"), "utf8"));
    expect(settings["yaml.schemas"]["./packages/content/schemas/court-forms.schema.json"]).toEqual([
      "content/court-forms.yaml",
    ]);
  });

  it("reports a broken court form at its file, line and field", () => {
    const root = copyOfContent(path.join(repo, "content"));
    const file = path.join(root, "court-forms.yaml");
    fs.writeFileSync(
      file,
      fs.readFileSync(file, "utf8").replace("file: affidavit-template.docx", "file: affidavit.pdf"),
    );
    const broken = content("check", "--root", root);
    expect(broken.out).toMatch(
      /court-forms\.yaml:\d+:\d+ error \[0\] "Affidavit"\.file: no file downloads\/affidavit\.pdf in the content folder/,
    );
    expect(broken.code).toBe(1);
  });

  it("keeps the guide's and the editor schemas' tests green", () => {
    const tests = ["test/author-guide.test.ts", "test/json-schema.test.ts"];
    const result = run(path.join(repo, "packages/content"), "node_modules/vitest/vitest.mjs", ["run", ...tests]);
    expect(result.out).toMatch(/Test Files +2 passed/);
    expect(result.code, result.out).toBe(0);
  }, 300_000);

  it("gives each court form a route to its screen, and the app type-checks", () => {
    const routes = reactRouter("routes", "--json");
    expect(routes.code, routes.out).toBe(0);
    const flat = (list: { path?: string; file: string; children?: unknown[] }[]): { path?: string; file: string }[] =>
      list.flatMap((route) => [route, ...flat((route.children ?? []) as typeof list)]);
    const table = flat(JSON.parse(routes.out.slice(routes.out.indexOf("["))));
    expect(table).toContainEqual(
      expect.objectContaining({ path: "court-forms/:id", file: "screens/court-forms/route.tsx" }),
    );

    const typegen = reactRouter("typegen");
    expect(typegen.code, typegen.out).toBe(0);
    const types = run(path.join(repo, "apps/web"), "node_modules/typescript/bin/tsc", ["-p", "tsconfig.json"]);
    expect(types.out).toBe("");
    expect(types.code).toBe(0);
  }, 300_000);

  it("builds the site with a prerendered page for each court form, its data, and its place in the sitemap", () => {
    const build = reactRouter("build", "--logLevel", "warn");
    expect(build.code, build.out).toBe(0);
    const client = path.join(repo, "apps/web/build/client");
    const page = fs.readFileSync(path.join(client, "court-forms/affidavit/index.html"), "utf8");
    expect(page).toContain("<title>Affidavit | ");
    expect(page).toMatch(/<h1[^>]*>Affidavit<\/h1>/);
    expect(page).toMatch(
      /<p>A sworn statement of facts, signed before a notary\. The <a [^>]*href="\/documents-templates"[^>]*>documents page<\/a>/,
    );
    expect(page).toMatch(/<a href="\/downloads\/affidavit-template\.docx" download="affidavit-template\.docx"/);
    expect(fs.readFileSync(path.join(client, "court-forms/affidavit.data"), "utf8")).toContain(
      "affidavit-template.docx",
    );
    expect(fs.readFileSync(path.join(client, "sitemap.xml"), "utf8")).toMatch(
      /<loc>[^<]*\/court-forms\/affidavit<\/loc>/,
    );
    expect(fs.existsSync(path.join(client, "downloads/affidavit-template.docx"))).toBe(true);
  }, 300_000);

  it("gives an unknown court form the section's not-found page under nginx, with deploy/nginx.conf as it is", async () => {
    const client = path.join(repo, "apps/web/build/client");
    const notFound = fs.readFileSync(path.join(client, "court-forms/404.html"), "utf8");
    // nginx's workers run as another user: the copy, private to this user like every temporary folder, is opened to them.
    fs.chmodSync(repo, 0o755);
    const port = await freePort();
    const nginx = spawn(process.execPath, ["--import", "tsx", "e2e/nginx/serve.ts"], {
      cwd: path.join(repo, "apps/web"),
      env: { ...process.env, PORT: String(port), HTTP_PORT: String(await freePort()), BUILD_DIR: "build" },
      stdio: "ignore",
    });
    try {
      let answer: { status: number; body: string } | undefined;
      for (const started = Date.now(); !answer && Date.now() - started < 20_000;) {
        answer = await get(port, "/court-forms/no-such-form").catch(() => undefined);
        if (!answer) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(answer?.status).toBe(404);
      expect(answer?.body).toBe(notFound);
    } finally {
      nginx.kill("SIGTERM");
    }
  }, 60_000);
});

/** A port no server listens on now, on loopback. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A GET over HTTPS to the throwaway certificate nginx serves on loopback. */
function get(port: number, address: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = https.get({ host: "127.0.0.1", port, path: address, rejectUnauthorized: false }, (response) => {
      let body = "";
      response.setEncoding("utf8").on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
  });
}
