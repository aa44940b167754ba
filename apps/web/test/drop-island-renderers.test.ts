import { parseAst, type Plugin } from "vite";
import { describe, expect, it } from "vitest";
import { dropIslandRenderers } from "../vite/drop-island-renderers";

/** The plugin's transform, as the browser's production build calls it on compiled JSX. */
function transform(code: string, id = "/site/apps/web/app/screens/about/route.tsx"): string | undefined {
  const plugin = dropIslandRenderers() as Plugin & {
    transform: {
      handler: (this: { parse: typeof parseAst }, code: string, id: string) => { code: string } | undefined;
    };
  };
  return plugin.transform.handler.call({ parse: parseAst }, code, id)?.code;
}

const compiled = [
  'import { jsx as _jsx, Fragment as _Fragment } from "react/jsx-runtime";',
  'import { Island as Content } from "../../islands/Island";',
  'import { RichProse } from "../../components/rich-content";',
  "export default function About({ loaderData }) {",
  '  return _jsx(Content, { value: loaderData.content, className: "mt-4", children: ({ body }) => _jsx(RichProse, { tree: body }) });',
  "}",
].join("\n");

describe("dropping island renderers from the browser's build", () => {
  it("replaces what an island renders with null, whatever name the component is imported under", () => {
    const out = transform(compiled)!;
    expect(out).toContain('_jsx(Content, { value: loaderData.content, className: "mt-4", children: null })');
    expect(out).not.toContain("_jsx(RichProse");
  });

  it("runs only in the browser's production build and leaves modules without islands alone", () => {
    const plugin = dropIslandRenderers();
    expect(plugin.apply).toBe("build");
    expect((plugin.applyToEnvironment as (environment: { name: string }) => boolean)({ name: "client" })).toBe(true);
    expect((plugin.applyToEnvironment as (environment: { name: string }) => boolean)({ name: "ssr" })).toBe(false);
    expect(transform(compiled.replace('"../../islands/Island"', '"../../components/other"'))).toBeUndefined();
  });
});
