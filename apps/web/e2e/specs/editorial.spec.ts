import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, resultLinks, test, visit } from "../fixtures";
import { buildDirs, ports } from "../servers";
import { appRoot, contentCopy, runBuild, runContentCommand, startServer, type RunningServer } from "../site-commands";

/**
 * An author's editorial workflow, step by step as content/README.md ("Drafts, placeholders, renaming
 * and reviews") tells it: on one copy of the content, with the site's own commands (`pnpm dev`,
 * `pnpm content rename` and `reviewed`, `pnpm build`), and the build served by `pnpm start` and by
 * nginx with the repository's deploy/nginx.conf. Each step starts from where the one before left the
 * content, as an author's day would.
 */
test.describe.configure({ mode: "serial" });

const start = `http://127.0.0.1:${ports.editorial}`;
const nginx = `https://127.0.0.1:${ports.editorialNginx}`;
const dev = `http://127.0.0.1:${ports.editorialDev}`;
test.use({ baseURL: start, ignoreHTTPSErrors: true });

let content = "";
const servers: RunningServer[] = [];
const contentFile = (file: string) => path.join(content, file);
const read = (file: string) => fs.readFileSync(contentFile(file), "utf8");
const write = (file: string, text: string) => fs.writeFileSync(contentFile(file), text);
/** The 1-based line of `file` that holds `text`. */
const lineOf = (file: string, text: string) =>
  read(file)
    .split("\n")
    .findIndex((line) => line.includes(text)) + 1;

/** Changes `file` for the length of `run`, as an author trying something and undoing it. */
async function whileChanged(file: string, change: (text: string) => string, run: () => Promise<void>) {
  const original = read(file);
  const changed = change(original);
  expect(changed, `the change to ${file} changed nothing`).not.toBe(original);
  write(file, changed);
  try {
    await run();
  } finally {
    write(file, original);
  }
}

const build = () => runBuild({ BUILD_DIR: buildDirs.editorial, CONTENT_DIR: content });

async function buildPublishes() {
  const { code, output } = await build();
  expect(code, output).toBe(0);
  expect(output).toContain(`✔ Published ${buildDirs.editorial}/client`);
}

/** A build that refuses the content: exits non-zero and publishes nothing; its output, to read the reason in. */
async function buildRefuses(): Promise<string> {
  const { code, output } = await build();
  expect(code, output).not.toBe(0);
  expect(output).toContain(`The build failed: the published site (${buildDirs.editorial}/client) is unchanged.`);
  return output;
}

/** Today as an author writes it down, YYYY-MM-DD in their own time zone. */
function today(): string {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, "0")).join("-");
}

/** The addresses the site search offers for `query` on /search (run in the page, as a visitor does). */
async function searchResults(page: Page, query: string): Promise<string[]> {
  await visit(page, `/search?q=${encodeURIComponent(query)}`);
  const search = page.getByRole("search");
  await expect(search.getByRole("status")).toContainText("for “");
  return resultLinks(search).evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
}

/** The number the dictionary's list says it shows ("93 terms shown"). */
async function termsShown(page: Page): Promise<number> {
  await visit(page, "/dictionary");
  const status = await page.getByText(/^\d+ terms? shown$/).textContent();
  return Number.parseInt(status!, 10);
}

const sitemapHas = async (request: APIRequestContext, address: string) =>
  (await (await request.get("/sitemap.xml")).text()).includes(`${address}</loc>`);

const draftTerm = "Estoppel";
const draftAddress = "/dictionary/estoppel";
let termsBefore = 0;

test.beforeAll(() => {
  content = contentCopy("editorial");
  fs.rmSync(path.join(appRoot, buildDirs.editorial), { recursive: true, force: true });
});

test.afterAll(() => {
  for (const server of servers) server.stop();
  fs.rmSync(content, { recursive: true, force: true });
});

test.describe(() => {
  test.use({ baseURL: dev });

  test("1a. a draft shows in pnpm dev, under its Draft banner and with a Draft badge in its list", async ({ page }) => {
    test.setTimeout(180_000);
    // As the guide shows it: the entry, and one line that keeps it a draft.
    fs.appendFileSync(
      contentFile("dictionary.yaml"),
      `\n- term: ${draftTerm}\n  definition: A bar that prevents a person from denying what they said or did before.\n  draft: true\n`,
    );
    const server = await startServer(
      ["pnpm", "dev", "--host", "127.0.0.1", "--port", String(ports.editorialDev), "--strictPort"],
      { CONTENT_DIR: content },
      `${dev}/`,
      { cwd: path.resolve(appRoot, "../..") },
    );
    try {
      await page.goto(draftAddress);
      await expect(page.getByRole("heading", { level: 1, name: draftTerm })).toBeVisible({ timeout: 60_000 });
      await expect(page.getByRole("note")).toContainText("Draft: visitors cannot see this page");
      await page.goto("/dictionary");
      const listed = page.getByRole("heading", { level: 2, name: new RegExp(`^${draftTerm}`) });
      await expect(listed.getByRole("link", { name: draftTerm })).toBeVisible({ timeout: 60_000 });
      await expect(listed).toContainText("Draft");
    } finally {
      server.stop();
    }
  });
});

test("1b. the build leaves the draft out: no page, not in the dictionary, the sitemap or the search", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await buildPublishes();
  servers.push(
    await startServer(
      ["tsx", "server/start.ts"],
      { PORT: String(ports.editorial), BUILD_DIR: buildDirs.editorial },
      `${start}/robots.txt`,
    ),
  );
  expect((await request.get(draftAddress)).status()).toBe(404);
  expect(await sitemapHas(request, draftAddress)).toBe(false);
  termsBefore = await termsShown(page);
  await expect(page.locator(`main a[href="${draftAddress}"]`)).toHaveCount(0);
  expect(await searchResults(page, draftTerm)).not.toContain(draftAddress);
  expect(read(".published-addresses")).not.toContain(draftAddress);
});

test("2. publishing it (deleting draft: true) puts it on its page, in the dictionary, the sitemap and the search", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  write(
    "dictionary.yaml",
    read("dictionary.yaml").replace(/(- term: Estoppel\n(?: {2}.*\n)*?) {2}draft: true\n/, "$1"),
  );
  expect(read("dictionary.yaml")).not.toContain("draft: true");
  await buildPublishes();
  expect((await request.get(draftAddress)).status()).toBe(200);
  await visit(page, draftAddress);
  await expect(page.getByRole("heading", { level: 1, name: draftTerm })).toBeVisible();
  await expect(page.getByRole("note")).toHaveCount(0);
  expect(await termsShown(page)).toBe(termsBefore + 1);
  await expect(page.locator(`main a[href="${draftAddress}"]`)).toHaveText(draftTerm);
  expect(await sitemapHas(request, draftAddress)).toBe(true);
  expect(await searchResults(page, draftTerm)).toContain(draftAddress);
  // The build recorded the new address, for the author to commit.
  expect(read(".published-addresses")).toMatch(new RegExp(`^${draftAddress} `, "m"));
});

test("3. a renamed term keeps its old address: 301 on nginx and pnpm start; links are rewritten; dropping the redirect fails the build", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const lesson = "processes/trust-estate-establishment/steps/01-understanding-private-trusts.mdx";
  expect(read(lesson)).toContain("(/dictionary/trustee)");
  const renamed = runContentCommand(content, "rename", "term", "Trustee", "Trustee of a Trust");
  expect(renamed.code, renamed.output).toBe(0);
  expect(renamed.output).toContain("/dictionary/trustee redirects there");
  expect(read(lesson)).not.toContain("(/dictionary/trustee)");
  expect(read(lesson)).toContain("(/dictionary/trustee-of-a-trust)");

  await buildPublishes();
  // nginx reads the build's redirects when it starts: started on this build, as a deploy reloads it.
  servers.push(
    await startServer(
      ["tsx", "e2e/nginx/serve.ts"],
      {
        PORT: String(ports.editorialNginx),
        HTTP_PORT: String(ports.editorialNginxHttp),
        BUILD_DIR: buildDirs.editorial,
      },
      `http://127.0.0.1:${ports.editorialNginxHttp}/`,
    ),
  );
  const moved = {
    "/dictionary/trustee": "/dictionary/trustee-of-a-trust",
    "/share/dictionary/trustee.html": "/share/dictionary/trustee-of-a-trust.html",
  };
  for (const [server, origin] of Object.entries({ "pnpm start": start, nginx })) {
    for (const [from, to] of Object.entries(moved)) {
      const response = await request.get(origin + from, { maxRedirects: 0 });
      expect(response.status(), `${server} ${from}`).toBe(301);
      expect(response.headers()["location"], `${server} ${from}`).toBe(to);
      expect((await request.get(origin + to)).status(), `${server} ${to}`).toBe(200);
    }
  }
  // The pages that linked to the term link to its new address.
  await visit(page, "/dictionary/trust");
  await expect(page.locator('main a[href="/dictionary/trustee-of-a-trust"]').first()).toBeVisible();
  await expect(page.locator('main a[href="/dictionary/trustee"]')).toHaveCount(0);

  // Without the redirect, the old address would vanish: the build refuses, naming what was there.
  await whileChanged(
    "dictionary.yaml",
    (text) => text.replace("  formerAddresses:\n    - /dictionary/trustee\n", ""),
    async () => {
      const output = await buildRefuses();
      expect(output).toMatch(
        /\.published-addresses:\d+:1 error the address "\/dictionary\/trustee" was published \(dictionary\.yaml "Trustee"\) and would no longer answer/,
      );
    },
  );
  expect((await request.get("/dictionary/trustee", { maxRedirects: 0 })).status()).toBe(301);
});

test("4. pnpm content reviewed stamps today: the page says Last reviewed, and its JSON-LD has dateModified", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const day = today();
  const entry = () => /- term: Trust\n(?: {2}.*\n|\n(?= {2}))*/.exec(read("dictionary.yaml"))![0];
  expect(entry()).not.toContain(`reviewed: ${day}`);
  const stamped = runContentCommand(content, "reviewed", "term", "Trust");
  expect(stamped.code, stamped.output).toBe(0);
  expect(stamped.output).toContain(`✔ Reviewed ${day}`);
  expect(entry()).toContain(`reviewed: ${day}`);

  await buildPublishes();
  await visit(page, "/dictionary/trust");
  const inWords = new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  await expect(page.getByText(`Last reviewed ${inWords}`)).toBeVisible();
  await expect(page.locator(`time[datetime="${day}"]`)).toHaveText(inWords);
  const structured = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
  expect(
    structured.some((json) => dateModifiedIn(JSON.parse(json)) === day),
    structured.join("\n"),
  ).toBe(true);
});

/** The first `dateModified` anywhere in a JSON-LD document. */
function dateModifiedIn(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return undefined;
  if ("dateModified" in value) return value.dateModified;
  for (const inner of Object.values(value)) {
    const found = dateModifiedIn(inner);
    if (found !== undefined) return found;
  }
  return undefined;
}

test("5a. a placeholder left in a text stops the build, which names its file and line", async () => {
  test.setTimeout(120_000);
  await whileChanged(
    "dictionary.yaml",
    (text) =>
      text.replace("A legal relationship in which", "TODO: add the statute number. A legal relationship in which"),
    async () => {
      // The text is a folded block under `definition: >-`: the message names that field, at its line.
      const line = lineOf("dictionary.yaml", "TODO: add the statute number") - 1;
      expect(read("dictionary.yaml").split("\n")[line - 1]).toBe("  definition: >-");
      const output = await buildRefuses();
      expect(output).toMatch(
        new RegExp(
          `dictionary\\.yaml:${line}:\\d+ error .*"Trust"\\.definition: placeholder "TODO: add the statute number[^"]*" is still there`,
        ),
      );
    },
  );
});

test("5b. a link from published content to a draft stops the build, naming both", async () => {
  test.setTimeout(120_000);
  await whileChanged(
    "dictionary.yaml",
    (text) =>
      text.replace(
        "A legal relationship in which",
        "A legal relationship (not [laches](/dictionary/laches)) in which",
      ) +
      "\n- term: Laches\n  definition: Unreasonable delay in asserting a right, which bars relief in equity.\n  draft: true\n",
    async () => {
      const linkLine = lineOf("dictionary.yaml", "[laches](/dictionary/laches)");
      const draftLine = lineOf("dictionary.yaml", "- term: Laches");
      const output = await buildRefuses();
      expect(output).toMatch(
        new RegExp(
          `dictionary\\.yaml:${linkLine}:\\d+ error .*"Trust"\\.definition: link "/dictionary/laches" goes to a draft, dictionary\\.yaml:${draftLine} "Laches"`,
        ),
      );
    },
  );
});
