import path from "node:path";
import { printCheck } from "../cli/check.ts";
import { site } from "./index.ts";
import { generateSyntheticContent } from "./synthetic.ts";

// `tsx src/site/synthetic-cli.ts <out dir> [scale]`: writes the content, then checks it and prints its counts.
const out = path.resolve(process.argv[2] ?? "synthetic-content");
const scale = Number(process.argv[3] ?? 10);
generateSyntheticContent(out, { scale });
console.log(`wrote ${out} (scale ${scale})`);
process.exitCode = printCheck(site, out);
