import fs from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { afterEach, describe, expect, it, vi } from "vitest";
import { content, updateEvent } from "../src/site/vite.ts";
import { validContent } from "./support/content-dir.ts";

let server: ViteDevServer | undefined;
let http: Server | undefined;
afterEach(async () => {
  http?.close();
  await server?.close();
  server = undefined;
  http = undefined;
});

type Sent = {
  type: string;
  event?: string;
  data?: { collections: string[]; drafts: boolean };
  err?: { message: string; loc?: unknown };
};

async function start(dir: string) {
  server = await createServer({
    root: dir,
    configFile: false,
    logLevel: "silent",
    plugins: [content({ root: dir })],
    server: { middlewareMode: true, ws: false },
  });
  const sent: Sent[] = [];
  vi.spyOn(server.environments.client.hot, "send").mockImplementation((payload: unknown) => {
    sent.push(payload as Sent);
  });
  http = createHttpServer(server.middlewares).listen(0);
  const { port } = http.address() as AddressInfo;
  return { server, sent, origin: `http://127.0.0.1:${port}` };
}

/** The collection's data as the server side of the app would import it. */
async function collectionCode(server: ViteDevServer, name: string): Promise<string> {
  return (await server.environments.ssr.transformRequest(`virtual:content/collection/${name}`))?.code ?? "";
}

/** Saves a file as an author would and waits until the dev server has reacted to it. */
async function save(server: ViteDevServer, sent: Sent[], file: string, text: string) {
  sent.length = 0;
  fs.writeFileSync(file, text);
  // The watcher's event is what an editor's save causes; sent directly so the test does not wait on polling.
  server.watcher.emit("change", file);
  await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0), { timeout: 10_000 });
}

describe("content Vite plugin", () => {
  it("serves the store to the server side, one module per collection", async () => {
    const { server } = await start(validContent());
    const store = await server.environments.ssr.transformRequest("virtual:content/store");
    expect(store?.code).toContain("virtual:content/collection/faq");
    expect(await collectionCode(server, "faq")).toMatch(/JSON\.parse/);
  });

  it("tells the page which collections an edit changed, shows a mistake in the overlay, and recovers", async () => {
    const dir = validContent();
    const faqFile = path.join(dir, "faq.yaml");
    const { server, sent, origin } = await start(dir);
    await collectionCode(server, "faq");

    await save(server, sent, faqFile, "- question: Is this new?\n  answer: Yes, edited live.\n");
    expect(sent).toEqual([{ type: "custom", event: updateEvent, data: { collections: ["faq"], drafts: false } }]);
    expect(await collectionCode(server, "faq")).toContain("edited live");

    await save(server, sent, faqFile, "- question: Broken\n  answr: typo\n");
    const error = sent.find((payload) => payload.type === "error");
    // The overlay links to the misspelling itself, not to the field it leaves missing.
    expect(error?.err?.loc).toEqual({ file: faqFile, line: 2, column: 3 });
    expect(error?.err?.message).toContain(
      'faq.yaml:2:3 error [0] "Broken".answr: unknown field "answr": did you mean "answer"?',
    );
    expect(error?.err?.message).not.toContain("is required but missing");
    // Written for the author: not headed "[plugin:site-content]".
    expect(error?.err).not.toHaveProperty("plugin");
    // A reload meanwhile shows the mistake, not the last good page.
    const page = await fetch(`${origin}/faq`, { headers: { accept: "text/html" } });
    expect(page.status).toBe(500);
    expect(await page.text()).toContain("unknown field &quot;answr&quot;");

    await save(server, sent, faqFile, "- question: Fixed\n  answer: Back to normal.\n");
    expect(sent.some((payload) => payload.type === "error")).toBe(false);
    expect(sent.find((payload) => payload.event === updateEvent)?.data?.collections).toContain("faq");
    expect(await collectionCode(server, "faq")).toContain("Back to normal");
  });

  it("waits out an editor's two-step save (the file emptied, then written): no mistake flashes", async () => {
    const dir = validContent();
    const file = path.join(dir, "faq.yaml");
    const { server, sent } = await start(dir);
    await collectionCode(server, "faq");
    fs.writeFileSync(file, "");
    server.watcher.emit("change", file);
    await save(server, sent, file, "- question: Saved in two steps?\n  answer: Yes.\n");
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(sent).toEqual([{ type: "custom", event: updateEvent, data: { collections: ["faq"], drafts: false } }]);
  });

  it("says when the pages that are drafts changed, so the site-wide data is loaded again", async () => {
    const dir = validContent();
    const file = path.join(dir, "faq.yaml");
    const { server, sent } = await start(dir);
    await collectionCode(server, "videos");
    const category = path.join(dir, "videos/category-1.yaml");
    await save(server, sent, category, `${fs.readFileSync(category, "utf8")}draft: true\n`);
    expect(sent.find((payload) => payload.event === updateEvent)?.data?.drafts).toBe(true);
    await save(server, sent, file, "- question: Unrelated?\n  answer: Yes.\n");
    expect(sent.find((payload) => payload.event === updateEvent)?.data?.drafts).toBe(false);
  });

  it("answers a former address with a permanent redirect, as the published site does", async () => {
    const { origin } = await start(validContent());
    const response = await fetch(`${origin}/diy/process-1`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/diy-processes/process-1");
  });

  it("says nothing when a save changes nothing", async () => {
    const dir = validContent();
    const { server, sent } = await start(dir);
    const file = path.join(dir, "maxims.yaml");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8"));
    server.watcher.emit("change", file);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent).toEqual([]);
  });

  it("serves content media and downloads in dev", async () => {
    const { origin } = await start(validContent());
    const logo = await fetch(`${origin}/media/logo.svg`);
    expect(logo.headers.get("content-type")).toBe("image/svg+xml");
    expect(await logo.text()).toContain("<svg");
    const pdf = await fetch(`${origin}/downloads/sample.pdf`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const outside = await fetch(`${origin}/media/..%2Fsite.yaml`);
    expect(await outside.text()).not.toContain("titleSuffix");
  });

  it("never serves a symbolic link in dev, wherever it points", async () => {
    const dir = validContent();
    const secret = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "outside-")), "passwd");
    fs.writeFileSync(secret, "root:x:0:0:root:/root:/bin/bash\n");
    fs.symlinkSync(secret, path.join(dir, "downloads/passwd-template.pdf"));
    const { origin } = await start(dir);
    const linked = await fetch(`${origin}/downloads/passwd-template.pdf`);
    expect(await linked.text()).not.toContain("root:x:0:0");
    expect((await fetch(`${origin}/downloads/sample.pdf`)).status).toBe(200);
  });
});
