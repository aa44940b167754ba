// The one module that knows the shape of the HTML React Router prerenders; a React Router upgrade
// that changes it fails the build here, with the page named, rather than shipping broken pages.
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

/** Inline scripts React Router writes into a prerendered page, recognised by how they start. */
const frameworkScripts = [
  /^\(\(storageKey\d*, restoreKey\d*\) => \{/, // <ScrollRestoration>
  /^window\.__reactRouterContext = \{/, // the router's context and loader-data stream
  /^window\.__reactRouterContext\.streamController\.(enqueue|close)\(/, // loader data for hydration
];

/** Script types browsers never run: data blocks such as the page's JSON-LD. */
const dataTypes = new Set(["application/ld+json", "application/json"]);

export interface BootScript {
  /** Site path of the script file, under /assets so it is cached like every hashed asset. */
  src: string;
  code: string;
}

/**
 * Moves the page's inline scripts into one module file, so the Content-Security-Policy can say
 * `script-src 'self'` with no inline exceptions: a script that content managed to put into a
 * page would not run. Only scripts of React Router's known shapes are moved; any other inline
 * script fails the build, naming the page. The classic scripts ran during parsing and the
 * bootstrap after it; in one deferred module they keep that order, the bootstrap last.
 */
export function moveInlineScriptsToFile(
  html: string,
  page: string,
  fileFor: (code: string) => string,
): { html: string; boot: BootScript | undefined } {
  const classic: string[] = [];
  let bootstrap: string | undefined;
  const marker = "\u0000boot-script\u0000";
  const rest = html.replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi, (whole, attributes: string, code: string) => {
    if (/\bsrc\s*=/i.test(attributes)) return whole;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (dataTypes.has(type)) return whole;
    if (type === "module" && bootstrap === undefined) {
      bootstrap = code;
      return marker;
    }
    if (type !== "" || !frameworkScripts.some((shape) => shape.test(code.trim()))) {
      throw new Error(
        `${page}: an inline script React Router did not write would need an exception in the security policy: ${whole.slice(0, 120)}`,
      );
    }
    classic.push(code.trim());
    // The element stays, empty, because React hydrates it: a missing one is a hydration mismatch
    // that re-renders the whole page. An empty inline script runs nothing and the policy ignores it.
    return `<script${attributes}></script>`;
  });
  if (bootstrap === undefined) {
    if (classic.length > 0) throw new Error(`${page}: React Router's data scripts without its bootstrap`);
    return { html, boot: undefined };
  }
  const code = [...classic, bootstrap.trim()].join(";\n") + "\n";
  const src = fileFor(code);
  return { html: rest.replace(marker, () => `<script type="module" src="${src}"></script>`), boot: { src, code } };
}
