import fs from "node:fs";
import { createServer as createHttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { afterEach, describe, expect, it, vi } from "vitest";
import { content } from "../src/vite/plugin.ts";
import { validContent } from "./support/content-dir.ts";

let server: ViteDevServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(dir: string) {
  server = await createServer({
    root: dir,
    configFile: false,
    logLevel: "silent",
    plugins: [content({ root: dir })],
    server: { middlewareMode: true },
  });
  const sent: { type: string; err?: { message: string; loc?: { file?: string; line: number } } }[] = [];
  vi.spyOn(server.environments.client.hot, "send").mockImplementation((payload: unknown) => {
    sent.push(payload as (typeof sent)[number]);
  });
  return { server, sent };
}

/** Edits a file as an author would and waits until the dev server has reacted to it. */
async function edit(sent: unknown[], file: string, text: string) {
  sent.length = 0;
  fs.writeFileSync(file, text);
  await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0), { timeout: 10_000 });
}

describe("content Vite plugin", () => {
  it("serves each collection as a virtual module", async () => {
    const dir = validContent();
    const { server } = await start(dir);
    const faq = await server.transformRequest("virtual:content/faq");
    expect(faq?.code).toMatch(/export const faq = .*JSON\.parse/);
    const mdx = await server.transformRequest("virtual:content/mdx");
    expect(mdx?.code).toContain(`"pages/about.mdx": () => import(`);
  });

  it("updates a collection when its file changes, shows the error overlay with file and line on a bad edit, and recovers", async () => {
    const dir = validContent();
    const faqFile = path.join(dir, "faq.yaml");
    const { server, sent } = await start(dir);
    await server.transformRequest("virtual:content/faq");

    await edit(sent, faqFile, "- question: Is this new?\n  answer: Yes, edited live.\n");
    expect(sent.some((payload) => payload.type === "full-reload" || payload.type === "update")).toBe(true);
    expect((await server.transformRequest("virtual:content/faq"))?.code).toContain("edited live");

    await edit(sent, faqFile, "- question: Broken\n  answr: typo\n");
    const error = sent.find((payload) => payload.type === "error");
    expect(error?.err?.loc).toEqual({ file: faqFile, line: 1, column: 3 });
    expect(error?.err?.message).toContain(
      'faq.yaml:2:3 error [0].answr: unknown field "answr" (did you mean "answer"?)',
    );

    await edit(sent, faqFile, "- question: Fixed\n  answer: Back to normal.\n");
    expect(sent.some((payload) => payload.type === "error")).toBe(false);
    expect(sent.length).toBeGreaterThan(0);
    expect((await server.transformRequest("virtual:content/faq"))?.code).toContain("Back to normal");
  });

  it("serves content media and downloads in dev", async () => {
    const dir = validContent();
    const { server } = await start(dir);
    const http = createHttpServer(server.middlewares).listen(0);
    try {
      const { port } = http.address() as AddressInfo;
      const logo = await fetch(`http://127.0.0.1:${port}/media/logo.svg`);
      expect(logo.headers.get("content-type")).toBe("image/svg+xml");
      expect(await logo.text()).toContain("<svg");
      const pdf = await fetch(`http://127.0.0.1:${port}/downloads/sample.pdf`);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      const outside = await fetch(`http://127.0.0.1:${port}/media/..%2Fsite.yaml`);
      expect(await outside.text()).not.toContain("titleSuffix");
    } finally {
      http.close();
    }
  });
});
