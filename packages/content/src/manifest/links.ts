import fs from "node:fs";
import type { IssueList } from "../issues.ts";
import { editDistance } from "../source/validate.ts";
import { mediaFolders, type LoadContext, type PendingLink } from "./context.ts";

/**
 * Checks every queued internal link against the routes the site really has and the files under
 * content/media and content/downloads. External and in-page links are left to the author.
 */
export function checkLinks(ctx: LoadContext, routes: ReadonlySet<string>, issues: IssueList): void {
  for (const link of ctx.links) {
    const problem = internalLinkProblem(ctx, link, routes);
    if (problem)
      issues.error(link.file, problem, {
        line: link.line,
        column: link.column,
        ...(link.field ? { field: link.field } : {}),
      });
  }
}

function internalLinkProblem(ctx: LoadContext, link: PendingLink, routes: ReadonlySet<string>): string | undefined {
  const href = link.href.trim();
  if (/^(https?:|mailto:|tel:|#)/i.test(href)) return undefined;
  if (!href.startsWith("/")) {
    return `link "${href}" is relative; write a site path starting with '/' (e.g. /dictionary/trust) or a full https:// address`;
  }
  const path = decodePath(href.replace(/[?#].*$/, ""));
  for (const folder of Object.values(mediaFolders)) {
    if (path.startsWith(`/${folder}/`)) {
      return fs.existsSync(ctx.file(path.slice(1)))
        ? undefined
        : `link "${href}" points at a file that does not exist (no content${path})`;
    }
  }
  const normalized = path.length > 1 ? path.replace(/\/+$/, "") : path;
  if (routes.has(normalized)) return undefined;
  const caseless = [...routes].find((route) => route.toLowerCase() === normalized.toLowerCase());
  if (caseless) return `link "${href}" should be written "${caseless}"`;
  return `link "${href}" goes to a page that does not exist${suggestRoute(normalized, routes)}`;
}

function decodePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

function suggestRoute(path: string, routes: ReadonlySet<string>): string {
  let best: { route: string; distance: number } | undefined;
  for (const route of routes) {
    const distance = editDistance(path, route);
    if (!best || distance < best.distance) best = { route, distance };
  }
  if (best && best.distance <= Math.max(2, Math.floor(path.length / 5))) return ` (did you mean ${best.route}?)`;
  const parent = path.slice(0, path.lastIndexOf("/"));
  const siblings = [...routes].filter((route) => route.startsWith(`${parent}/`)).slice(0, 5);
  if (parent && siblings.length > 0) return ` (pages under ${parent}/ include ${siblings.join(", ")})`;
  return "";
}
