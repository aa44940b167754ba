import path from "node:path";
import { generateSyntheticContent } from "./generate.ts";

// `tsx src/synthetic/cli.ts <out dir> [scale]`
const out = path.resolve(process.argv[2] ?? "synthetic-content");
const scale = Number(process.argv[3] ?? 10);
const counts = generateSyntheticContent(out, { scale });
console.log(`wrote ${out} (scale ${scale}):`, counts);
