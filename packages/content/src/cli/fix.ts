import path from "node:path";
import { formatContent } from "../authoring/format.ts";
import type { ContentSite } from "../collection/content-site.ts";
import { printCheck } from "./check.ts";
import { commandLine, plural, shown } from "./options.ts";

/**
 * `content fix [files…] [--root <dir>]`: puts content files in the house style and says which lines
 * it changed, then checks the content. Formatting never changes what the site shows.
 */
export async function runFix(site: ContentSite, argv: string[]): Promise<number> {
  const { root, words } = commandLine(site, argv);
  const files = words.map((word) => path.relative(root, path.resolve(word)).split(path.sep).join("/"));
  const outside = words.filter((_, i) => files[i]!.startsWith("..") || !/\.(ya?ml|mdx)$/.test(files[i]!));
  if (outside.length > 0) {
    console.log(`✖ content fix formats YAML and MDX files of ${shown(root)}; not: ${outside.join(", ")}`);
    return 2;
  }
  const report = await formatContent(root, files.length > 0 ? files : undefined);
  const at = (file: string) => shown(path.join(root, file));
  for (const { file, lines } of report.formatted) console.log(`Formatted ${at(file)} (${lines})`);
  for (const { file, reason } of report.skipped) console.log(`Left ${at(file)} as it is: ${reason}`);
  console.log(
    `${report.skipped.length > 0 ? "!" : "✔"} ${plural(report.formatted.length, "file")} formatted, ${report.unchanged} already tidy` +
      (report.skipped.length > 0 ? `, ${report.skipped.length} left as written` : "") +
      " (formatting never changes what the site shows)\n",
  );
  return printCheck(site, root, { brief: true });
}
