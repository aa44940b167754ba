import fs from "node:fs";
import path from "node:path";

/** The relative imports of a file: static, re-exports, side-effect and dynamic `import()`, type-only included. */
const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["'](\.{1,2}\/[^"']+)["']/gm;
const extensions = ["", ".ts", ".tsx", ".mts", ".mjs", "/index.ts", "/index.tsx"];
const skipped = new Set(["node_modules", "test", "e2e", "build", "dist", "storybook-static", ".react-router"]);

/** The source files under a folder (tests, builds and dependencies left out). */
export function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : sourceFiles(file);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) && !/\.(test|spec)\.|\.d\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** Each file's imports of other files, resolved as TypeScript and Vite resolve a relative path. */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const text = fs.readFileSync(file, "utf8");
      const targets = [...text.matchAll(importPattern)].flatMap(([, specifier]) => {
        const base = path.resolve(path.dirname(file), specifier!);
        const found = extensions.map((ext) => base + ext).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
        return found ? [found] : [];
      });
      return [file, [...new Set(targets)]];
    }),
  );
}

/** The import loops: groups of files that import each other, directly or through others (Tarjan's components). */
export function importLoops(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) loops.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return loops;
}

/** Every file a file reaches through its imports, itself excluded. */
export function reachable(graph: ReadonlyMap<string, readonly string[]>, from: string): Set<string> {
  const seen = new Set<string>();
  const pending = [...(graph.get(from) ?? [])];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(graph.get(file) ?? []));
  }
  return seen;
}
