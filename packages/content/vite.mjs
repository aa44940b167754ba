// Node loads Vite configs without a TypeScript loader, so the plugin is loaded through tsx here;
// the package ships its sources and has no build step.
import { tsImport } from "tsx/esm/api";

const { content } = await tsImport("./src/site/vite.ts", import.meta.url);
export { content };
