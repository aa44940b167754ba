import { formatIssue, type ContentIssue } from "../issues.ts";
import { authorOverlayCss } from "./overlay-style.ts";

/** Sent to the browser after a content edit: the open page reloads its data (this page reloads). */
export const updateEvent = "site-content:update";

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * What `pnpm dev` answers while content is broken: every error with its file, line and field, and
 * Vite's client, which shows the same errors in its overlay and reloads the page once they are fixed.
 */
export function contentErrorPage(issues: readonly ContentIssue[], relativeTo: string): string {
  const errors = issues.filter((issue) => issue.severity === "error");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Content has ${errors.length} error${errors.length === 1 ? "" : "s"}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#1f2933}pre{white-space:pre-wrap;background:#fff4f4;border-left:4px solid #c53030;padding:1rem}${authorOverlayCss}</style>
<script type="module" src="/@vite/client"></script>
<script type="module">
import { createHotContext } from "/@vite/client";
createHotContext("/__content-errors").on(${JSON.stringify(updateEvent)}, () => location.reload());
</script>
</head>
<body>
<h1>Content has ${errors.length} error${errors.length === 1 ? "" : "s"}</h1>
<p>Fix ${errors.length === 1 ? "it" : "them"} and save: this page reloads by itself.</p>
<pre>${errors.map((issue) => escape(formatIssue(issue, relativeTo))).join("\n")}</pre>
</body>
</html>`;
}
