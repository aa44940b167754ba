import fs from "node:fs";
import path from "node:path";
import { expect, test } from "../fixtures";
import { ports } from "../servers";
import { appRoot, contentCopy, startServer, type RunningServer } from "../site-commands";

/**
 * An author adds entries while `pnpm dev` runs, with the new entry's address already open in the
 * browser: its page appears there, and answers when opened again, with no restart of the server.
 */
test.describe.configure({ mode: "serial" });

const dev = `http://127.0.0.1:${ports.newEntriesDev}`;
test.use({ baseURL: dev });

let content = "";
let server: RunningServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  content = contentCopy("new-entries");
  server = await startServer(
    ["pnpm", "dev", "--host", "127.0.0.1", "--port", String(ports.newEntriesDev), "--strictPort"],
    { CONTENT_DIR: content },
    `${dev}/`,
    { cwd: path.resolve(appRoot, "../.."), timeoutMs: 150_000 },
  );
});

test.afterAll(() => {
  server?.stop();
  fs.rmSync(content, { recursive: true, force: true });
});

const entries = [
  {
    kind: "a new term",
    address: "/dictionary/writ-of-prohibition",
    heading: "Writ of Prohibition",
    add: () =>
      fs.appendFileSync(
        path.join(content, "dictionary.yaml"),
        "\n- term: Writ of Prohibition\n  definition: An order that stops a lower court from going beyond its powers.\n",
      ),
  },
  {
    kind: "a new page",
    address: "/privacy-policy",
    heading: "Privacy Policy",
    add: () =>
      fs.writeFileSync(
        path.join(content, "pages/privacy-policy.mdx"),
        "---\ntitle: Privacy Policy\ndescription: What we keep of what you tell us, and for how long.\n---\n\nWe keep only what you send us.\n",
      ),
  },
];

for (const entry of entries) {
  test(`${entry.kind} answers at its address in the open page and on a reload, without a restart`, async ({
    page,
    guard,
  }) => {
    test.setTimeout(120_000);
    // Before the file is saved, the address is (rightly) not found.
    guard.allowConsoleError(/status of 404/);
    await page.goto(entry.address);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/not found/i, { timeout: 60_000 });
    entry.add();
    await expect(page.getByRole("heading", { level: 1, name: entry.heading })).toBeVisible({ timeout: 10_000 });
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: entry.heading })).toBeVisible();
    const data = await page.request.get(`${entry.address}.data`);
    expect(data.status()).toBe(200);
  });
}
