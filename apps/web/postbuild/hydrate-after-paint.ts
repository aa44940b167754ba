/**
 * Makes a prerendered page start fetching its JavaScript only after its first paint.
 *
 * React Router puts a `<link rel="modulepreload">` for every module of the page in the head and
 * imports them from an inline module script. On a slow phone those downloads share the connection
 * with the stylesheet the first paint waits for, and Lighthouse counts them against the largest
 * contentful paint. The page is readable without JavaScript, so the paint goes first: the preloads
 * move into a script that adds them once the first frame is drawn, then runs React Router's own
 * bootstrap with its static imports turned into dynamic ones (same modules, same order of use).
 */
export function hydrateAfterFirstPaint(html: string): string {
  const preloads: string[] = [];
  const withoutPreloads = html.replace(/<link rel="modulepreload" href="([^"]+)"\/?>/g, (_, href: string) => {
    preloads.push(href);
    return "";
  });
  const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(withoutPreloads);
  if (!bootstrap) {
    if (preloads.length > 0) throw new Error("hydrateAfterFirstPaint: modulepreloads without React Router's bootstrap");
    return html;
  }
  const script = `<script type="module">${deferredBootstrap(bootstrap[1]!, preloads)}</script>`;
  return withoutPreloads.replace(bootstrap[0], () => script);
}

const staticImport = /^\s*import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+)?("[^"]+");/;

/** React Router's bootstrap, waiting for the first frame and importing its modules dynamically. */
function deferredBootstrap(code: string, preloads: string[]): string {
  const imports: { name: string | undefined; specifier: string }[] = [];
  let rest = code;
  for (let match = staticImport.exec(rest); match; match = staticImport.exec(rest)) {
    imports.push({ name: match[1], specifier: match[2]! });
    rest = rest.slice(match[0].length);
  }
  if (imports.length === 0 || /^\s*import\s[^(]/m.test(rest)) {
    throw new Error(`hydrateAfterFirstPaint: unexpected bootstrap script: ${code.slice(0, 200)}`);
  }
  const names = imports.map(({ name }, index) => name ?? `_${index}`);
  return [
    // A frame callback runs just before the first paint; the task it queues runs just after it.
    "await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));",
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
