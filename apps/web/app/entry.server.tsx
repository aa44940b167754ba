import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
} from "react-router";
import { isNotFoundPage } from "./lib/not-found-pages";

/**
 * Renders a page at build time. Unlike a live server it always waits for all content (lazy MDX
 * bodies included), so every prerendered file holds the page's full text.
 */
export default function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  status = prerenderedStatus(request, status);
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<ServerRouter context={context} url={request.url} />, {
      // Completed Suspense content goes inline, in place. Otherwise React moves large boundaries to the
      // end of the file behind a script, and a phone paints an empty page with the footer under the
      // header first (a layout shift of 0.57 measured by Lighthouse).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        const body = new PassThrough();
        headers.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
        pipe(body);
      },
      onShellError: reject,
      onError(error) {
        status = 500;
        console.error(error);
      },
    });
  });
}

/**
 * A section's not-found page (lib/not-found-pages.ts) is its entry route's 404, which prerendering
 * refuses: it is written as a page, and servers send it with status 404. Its data, which
 * prerendering would hand to the page's render (and that render cannot take an error), is left
 * empty: the render runs the loaders itself, and postbuild removes the empty file. (How prerendering
 * hands a page its data is React Router's own: listed in react-router-internals.ts.)
 */
const isNotFoundPageRequest = (request: Request) => isNotFoundPage(new URL(request.url).pathname);

function prerenderedStatus(request: Request, status: number) {
  return status === 404 && isNotFoundPageRequest(request) ? 200 : status;
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) =>
  isNotFoundPageRequest(request) ? new Response("", { status: 200 }) : response;

/**
 * What `pnpm dev` prints when a request fails. An address with no page is answered with the
 * not-found page, which is not a failure: React Router would print its 404 to the author's terminal
 * as an object about `ssr:false`. Every other error is printed, as React Router prints it.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status === 404)) return;
  console.error(error);
};
