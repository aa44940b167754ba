import { createStaticHandler, type StaticHandlerContext } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "../app/entry.server";

/** The error React Router hands the entry for a request, from a small route table of its own. */
async function errorFor(request: Request): Promise<unknown> {
  const handler = createStaticHandler([
    {
      id: "root",
      path: "/",
      children: [
        {
          path: "lesson",
          loader: () => {
            throw new Error("The lesson could not be loaded");
          },
        },
      ],
    },
  ]);
  const context = (await handler.query(request)) as StaticHandlerContext;
  return Object.values(context.errors ?? {})[0];
}

/** What the author's terminal shows for a request that failed. */
async function printedFor(url: string, { aborted = false } = {}): Promise<unknown[][]> {
  const controller = new AbortController();
  const request = new Request(url, { signal: controller.signal });
  const error = await errorFor(request);
  if (aborted) controller.abort();
  const print = vi.spyOn(console, "error").mockImplementation(() => undefined);
  handleError(error, { request, params: {}, context: undefined as never });
  return print.mock.calls;
}

afterEach(() => vi.restoreAllMocks());

describe("what pnpm dev prints for a request that fails", () => {
  it("prints nothing for an address with no page: the visitor gets the not-found page, and nothing failed", async () => {
    expect(await printedFor("http://127.0.0.1/no-such-page")).toEqual([]);
  });

  it("prints the error of a page that failed, as React Router would", async () => {
    const printed = await printedFor("http://127.0.0.1/lesson");
    expect(printed).toHaveLength(1);
    expect(String(printed[0]![0])).toContain("The lesson could not be loaded");
  });

  it("prints nothing for a request the browser gave up on", async () => {
    expect(await printedFor("http://127.0.0.1/lesson", { aborted: true })).toEqual([]);
  });
});
