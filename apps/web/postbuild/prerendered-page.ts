/**
 * The HTML React Router prerenders, rewritten after the build: its JavaScript held back until the
 * first paint, its inline scripts moved into a module file. This reads React Router's output beyond
 * its public API (listed in app/react-router-internals.ts): a change in that output fails the build,
 * naming the page, not pages in production. test/postbuild.test.ts runs it on a page the build wrote.
 */
/** Inline scripts React Router writes into a prerendered page, recognised by how they start. */
const frameworkScripts = [
  /^\(\(storageKey\d*, restoreKey\d*\) => \{/, // <ScrollRestoration>
  /^window\.__reactRouterContext = \{/, // the router's context and loader-data stream
  /^window\.__reactRouterContext\.streamController\.close\(\);$/, // the end of the loader data
];
/** The page's loader data, one chunk of React Router's stream as a JSON string literal. */
const dataChunk = /^window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);$/;
/** Where a chunk of loader data waits in the page, as a data block browsers never run. */
const dataBlock = "script[data-router-data]";

/** Script types browsers never run: data blocks such as the page's JSON-LD. */
const dataTypes = new Set(["application/ld+json", "application/json"]);

export interface BootScript {
  /** Site path of the script file, under /assets so it is cached like every hashed asset. */
  src: string;
  code: string;
}

/** Replaces `start` to `end` of the page with `text`. */
type Edit = { start: number; end: number; text: string };

/**
 * Rewrites a prerendered page so that
 * - its JavaScript is fetched after the first paint: React Router's `<link rel="modulepreload">`s
 *   would otherwise share a slow phone's connection with the stylesheet the first paint waits for;
 *   they are added by the bootstrap once the first frame is drawn;
 * - it carries no inline script that runs: React Router's own (scroll restoration, the router's
 *   context, the bootstrap) move into one module file, so the policy can say `script-src 'self'` and
 *   nothing content manages to put into a page could run. Any other inline script fails the build,
 *   naming the page. The loader data for hydration stays in the page as a JSON data block, which
 *   the module hands to React Router: beside the text it repeats, compression makes it nearly free.
 * The page is read by the HTML standard's tokenizer (parse5's) to find the elements; only their
 * bytes change, the rest stays as React wrote it.
 */
export async function rewritePrerenderedPage(
  html: string,
  page: string,
  fileFor: (code: string) => string,
): Promise<{ html: string; boot: BootScript | undefined }> {
  // Pages React Router did not write (share pages) have nothing to rewrite: not worth a parse.
  if (!html.includes("<script") && !html.includes("modulepreload")) return { html, boot: undefined };
  const edits: Edit[] = [];
  const preloads: string[] = [];
  const classic: string[] = [];
  let chunks = 0;
  let bootstrap: { code: string; opening: string; at: Edit } | undefined;

  for (const element of await scriptsAndLinks(html)) {
    const span = { start: element.start, end: element.end };
    if (element.tagName === "link") {
      if (!element.attrs.rel?.toLowerCase().split(/\s+/).includes("modulepreload")) continue;
      preloads.push(element.attrs.href ?? "");
      edits.push({ ...span, text: "" });
      continue;
    }
    if (element.attrs.src !== undefined) continue;
    const type = (element.attrs.type ?? "").toLowerCase();
    if (dataTypes.has(type)) continue;
    const data = type === "" ? dataChunk.exec(element.text.trim()) : null;
    if (type === "module" && bootstrap === undefined) {
      bootstrap = {
        code: element.text,
        opening: html.slice(element.start, element.openingEnd),
        at: { ...span, text: "" },
      };
      edits.push(bootstrap.at);
    } else if (data) {
      const block = `document.querySelectorAll(${JSON.stringify(dataBlock)})[${chunks++}].textContent`;
      classic.push(`window.__reactRouterContext.streamController.enqueue(JSON.parse(${block}))`);
      edits.push({ ...span, text: `<script type="application/json" data-router-data="">${data[1]}</script>` });
    } else if (type === "" && frameworkScripts.some((shape) => shape.test(element.text.trim()))) {
      classic.push(element.text.trim());
      // The element stays, empty, because React hydrates it: a missing one is a hydration mismatch
      // that re-renders the whole page. An empty inline script runs nothing and the policy ignores it.
      edits.push({ ...span, text: `${html.slice(element.start, element.openingEnd)}</script>` });
    } else {
      throw new Error(
        `${page}: an inline script React Router did not write would need an exception in the security policy: ${html.slice(span.start, span.start + 120)}`,
      );
    }
  }

  if (!bootstrap) {
    if (classic.length > 0 || preloads.length > 0) {
      throw new Error(`${page}: React Router's data scripts or preloads without its bootstrap module`);
    }
    return { html, boot: undefined };
  }
  const code = [documentParsedWait, ...classic, deferredBootstrap(bootstrap.code, preloads, page)].join(";\n") + "\n";
  const src = fileFor(code);
  // React hydrates its bootstrap element, so that stays, empty; the file follows it. Async, as React
  // Router writes it: a deferred script would hold back the end of parsing, and with it the browser's
  // scroll to the address's #fragment, until the script had arrived. React passes over an async
  // script with a source of its own when it hydrates, as it does over any it hoisted.
  bootstrap.at.text = `${bootstrap.opening}</script><script type="module" async src="${src}"></script>`;
  let rewritten = html;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    rewritten = rewritten.slice(0, edit.start) + edit.text + rewritten.slice(edit.end);
  }
  return { html: rewritten, boot: { src, code } };
}

interface FoundElement {
  tagName: "script" | "link";
  attrs: Record<string, string>;
  /** A script's text. */
  text: string;
  /** Offsets in the page: the element's first byte, the end of its start tag, its end. */
  start: number;
  openingEnd: number;
  end: number;
}

/**
 * Elements whose content the tokenizer must read as text, as the HTML standard's tree builder tells
 * it to (with scripting on, as in a browser that runs the page's scripts).
 */
const textModes = {
  script: "SCRIPT_DATA",
  style: "RAWTEXT",
  xmp: "RAWTEXT",
  iframe: "RAWTEXT",
  noembed: "RAWTEXT",
  noframes: "RAWTEXT",
  noscript: "RAWTEXT",
  title: "RCDATA",
  textarea: "RCDATA",
  plaintext: "PLAINTEXT",
} as const;

/**
 * Every `<script>` and `<link>` of a page, in order. A tokenizer pass, not a whole tree: the build
 * reads every page, and building each one's tree took six times as long (1.2 s of a 13 s build).
 */
async function scriptsAndLinks(html: string): Promise<FoundElement[]> {
  // Imported here, not above: the browser's part of this module must not pull in an HTML parser.
  const { Tokenizer, TokenizerMode } = await import("parse5");
  const found: FoundElement[] = [];
  let script: FoundElement | undefined;
  const tokenizer = new Tokenizer(
    { sourceCodeLocationInfo: true },
    {
      onStartTag(token) {
        const location = token.location!;
        const mode = textModes[token.tagName as keyof typeof textModes];
        if (mode && !token.selfClosing) tokenizer.state = TokenizerMode[mode];
        if (token.tagName !== "script" && token.tagName !== "link") return;
        const element: FoundElement = {
          tagName: token.tagName,
          attrs: Object.fromEntries(token.attrs.map(({ name, value }) => [name, value])),
          text: "",
          start: location.startOffset,
          openingEnd: location.endOffset,
          end: location.endOffset,
        };
        found.push(element);
        if (token.tagName === "script") script = element;
      },
      onEndTag(token) {
        if (token.tagName !== "script" || !script) return;
        script.end = token.location!.endOffset;
        script = undefined;
      },
      onCharacter: (token) => void (script && (script.text += token.chars)),
      onWhitespaceCharacter: (token) => void (script && (script.text += token.chars)),
      onNullCharacter: (token) => void (script && (script.text += token.chars)),
      onComment: () => undefined,
      onDoctype: () => undefined,
      onEof: () => undefined,
    },
  );
  tokenizer.write(html, true);
  return found;
}

/** An async script may arrive before the parser reaches the data blocks after it: it waits for them. */
const documentParsedWait =
  'if (document.readyState === "loading") await new Promise((parsed) => document.addEventListener("DOMContentLoaded", parsed, { once: true }))';

/** The bootstrap's first line: a frame callback runs just before the first paint, the task it queues just after it. */
export const deferredImportsWait = "await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));";

const staticImport = /^\s*import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+)?("[^"]+");/;

/**
 * React Router's bootstrap module, waiting for the first frame, adding the preloads and importing
 * its modules dynamically (same modules, same order of use).
 */
function deferredBootstrap(code: string, preloads: readonly string[], page: string): string {
  const imports: { name: string | undefined; specifier: string }[] = [];
  let rest = code;
  for (let match = staticImport.exec(rest); match; match = staticImport.exec(rest)) {
    imports.push({ name: match[1], specifier: match[2]! });
    rest = rest.slice(match[0].length);
  }
  if (imports.length === 0 || /^\s*import\s[^(]/m.test(rest)) {
    throw new Error(`${page}: React Router's bootstrap module has an unexpected shape: ${code.slice(0, 200)}`);
  }
  const names = imports.map(({ name }, index) => name ?? `_${index}`);
  return [
    deferredImportsWait,
    `for (const href of ${JSON.stringify(preloads)}) {`,
    '  const link = document.createElement("link");',
    '  link.rel = "modulepreload";',
    "  link.href = href;",
    "  document.head.append(link);",
    "}",
    `const [${names.join(", ")}] = await Promise.all([${imports.map(({ specifier }) => `import(${specifier})`).join(", ")}]);`,
    rest.trim(),
  ].join("\n");
}
