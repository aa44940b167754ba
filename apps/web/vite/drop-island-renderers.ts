import type { Plugin } from "vite";

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/**
 * Islands are rendered on the server only; the browser keeps their HTML (see app/islands). So in the
 * browser's production build the function an `<Island>` renders with is dropped, and with it every
 * component and module only islands use (the rich-content renderer, the screens' static markup).
 * It runs after JSX is compiled: `jsx(Island, { value, children: render })` becomes
 * `jsx(Island, { value, children: null })`. In `pnpm dev` islands do render in the browser, so it
 * does nothing there.
 */
export function dropIslandRenderers(): Plugin {
  return {
    name: "drop-island-renderers",
    enforce: "post",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform: {
      filter: { id: /\/app\/.*\.tsx$/, code: /islands\/Island/ },
      handler(code) {
        const program = this.parse(code) as unknown as Node & { body: Node[] };
        const island = islandBinding(program);
        if (!island) return undefined;
        const drops: [number, number][] = [];
        walk(program, (node) => {
          if (node.type !== "CallExpression") return;
          const [component, props] = node.arguments as Node[];
          if (component?.type !== "Identifier" || component.name !== island || props?.type !== "ObjectExpression")
            return;
          for (const property of props.properties as Node[]) {
            const key = property.key as Node | undefined;
            if (property.type === "Property" && key?.type === "Identifier" && key.name === "children") {
              const value = property.value as Node;
              drops.push([value.start, value.end]);
            }
          }
        });
        if (drops.length === 0) return undefined;
        let result = code;
        for (const [start, end] of drops.sort((a, b) => b[0] - a[0])) {
          result = `${result.slice(0, start)}null${result.slice(end)}`;
        }
        return { code: result, map: null };
      },
    },
  };
}

/** The local name the module imports the `Island` component under. */
function islandBinding(program: { body: Node[] }): string | undefined {
  for (const statement of program.body) {
    if (statement.type !== "ImportDeclaration" || !String((statement.source as Node).value).endsWith("islands/Island"))
      continue;
    for (const specifier of statement.specifiers as Node[]) {
      const imported = specifier.imported as Node | undefined;
      if (imported?.name === "Island") return (specifier.local as Node).name as string;
    }
  }
  return undefined;
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!node || typeof node !== "object" || typeof (node as Node).type !== "string") return;
  visit(node as Node);
  for (const [key, value] of Object.entries(node)) {
    if (key !== "type" && key !== "start" && key !== "end" && value && typeof value === "object") walk(value, visit);
  }
}
