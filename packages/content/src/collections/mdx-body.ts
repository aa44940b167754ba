import type { LoadContext } from "../manifest/context.ts";
import { resolveSiteValue, siteValuePattern } from "../markdown/site-values.ts";
import type { MdxSource } from "../source/mdx.ts";
import type { SiteConfig } from "./site/schema.ts";

/** The key under which a body is registered for lazy loading: its path inside the content folder. */
export function mdxKey(ctx: LoadContext, mdx: MdxSource): string {
  return mdx.file
    .slice(ctx.root.length + 1)
    .split("\\")
    .join("/");
}

/** Queues the body's links and checks its `{site...}` expressions. */
export function checkMdxBody(ctx: LoadContext, mdx: MdxSource, site: SiteConfig): void {
  for (const link of mdx.links)
    ctx.queueLink({ href: link.value, file: mdx.file, line: link.line, column: link.column });
  for (const expression of mdx.expressions) {
    const match = new RegExp(`^${siteValuePattern.source}$`).exec(`{${expression.value}}`);
    const dotted = match?.[1];
    if (dotted === undefined) {
      ctx.issues.error(
        mdx.file,
        `unsupported expression {${expression.value}}: only site values such as {site.contact.email} can be used (write \\{ for a literal brace)`,
        { line: expression.line, column: expression.column },
      );
    } else if (resolveSiteValue(site, dotted) === undefined) {
      ctx.issues.error(mdx.file, `{${expression.value}} is not a text or number in site.yaml`, {
        line: expression.line,
        column: expression.column,
      });
    }
  }
}
