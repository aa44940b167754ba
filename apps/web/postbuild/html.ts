/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The bodies of inline <script> elements that browsers execute (JSON data blocks excluded). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript") continue;
    if (match[2]) scripts.push(match[2]);
  }
  return scripts;
}

/** Inserts markup at the top of <head> (after the charset, which must come first), before any script. */
export function prependToHead(html: string, markup: string): string {
  const charset = /<head>(\s*<meta charSet="utf-8"\/?>)?/i;
  return html.replace(charset, (head) => `${head}${markup}`);
}
