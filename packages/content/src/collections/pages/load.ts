import type { z } from "zod";
import type { LoadContext } from "../../manifest/context.ts";
import { interpolate } from "../../markdown/site-values.ts";
import type { FieldPath, YamlSource } from "../../source/yaml.ts";
import { pagePath } from "../../paths.ts";
import { checkMdxBody, mdxKey } from "../mdx-body.ts";
import type { SiteConfig } from "../site/schema.ts";
import {
  pageKeys,
  pageSchemas,
  reservedPageSlugs,
  servicePageSchema,
  standardPageSchema,
  type PageKey,
} from "./schema.ts";

interface PageFields {
  /** The route this page is served at. */
  path: string;
  heading: string;
  /** Link-preview image as a site path. */
  image: string;
  /** Registry key of the MDX body, when the page has one. */
  body?: string;
}

export type Page<K extends PageKey = PageKey> = Omit<z.infer<(typeof pageSchemas)[K]>, "heading" | "image"> &
  PageFields;
export type Pages = { [K in PageKey]: Page<K> };
export type ServicePage = Omit<z.infer<typeof servicePageSchema>, "heading" | "image"> & PageFields & { slug: string };
export type StandardPage = Omit<z.infer<typeof standardPageSchema>, "heading" | "image"> &
  PageFields & { slug: string };

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function loadPages(
  ctx: LoadContext,
  site: SiteConfig,
): { pages: Pages; servicePages: ServicePage[]; standardPages: StandardPage[] } | undefined {
  let ok = true;
  const pages: Partial<Record<PageKey, unknown>> = {};
  for (const key of pageKeys) {
    const loaded = loadPage(ctx, site, `pages/${key}.mdx`, pageSchemas[key], pagePath(key));
    if (loaded) pages[key] = loaded;
    else ok = false;
  }
  const standardPages: StandardPage[] = [];
  for (const slug of pageFiles(ctx, "pages")) {
    if ((pageKeys as string[]).includes(slug)) continue;
    const relative = `pages/${slug}.mdx`;
    if (!checkSlug(ctx, relative)) {
      ok = false;
      continue;
    }
    if (reservedPageSlugs.includes(slug)) {
      ctx.issues.error(
        ctx.file(relative),
        `the address /${slug} is used by the site itself (reserved: ${reservedPageSlugs.join(", ")}); rename the file`,
      );
      ok = false;
      continue;
    }
    const loaded = loadPage(ctx, site, relative, standardPageSchema, `/${slug}`);
    if (loaded) standardPages.push({ ...loaded, slug });
    else ok = false;
  }
  const servicePages: ServicePage[] = [];
  for (const slug of pageFiles(ctx, "pages/services")) {
    const relative = `pages/services/${slug}.mdx`;
    if (!checkSlug(ctx, relative)) {
      ok = false;
      continue;
    }
    const loaded = loadPage(ctx, site, relative, servicePageSchema, `/services/${slug}`);
    if (loaded) servicePages.push({ ...loaded, slug });
    else ok = false;
  }
  return ok ? { pages: pages as Pages, servicePages, standardPages } : undefined;
}

/** The names, without `.mdx`, of the MDX files directly in a folder. */
function pageFiles(ctx: LoadContext, folder: string): string[] {
  return ctx.list(folder, (name, isDirectory) => !isDirectory && name.endsWith(".mdx")).map((n) => n.slice(0, -4));
}

function checkSlug(ctx: LoadContext, relative: string): boolean {
  const name = relative.split("/").pop()!;
  if (slugPattern.test(name.slice(0, -4))) return true;
  ctx.issues.error(
    ctx.file(relative),
    `file name "${name}" is the page address: use lowercase letters, digits and hyphens`,
  );
  return false;
}

function loadPage<S extends z.ZodType>(ctx: LoadContext, site: SiteConfig, relative: string, schema: S, path: string) {
  const mdx = ctx.readMdx(relative);
  if (!mdx) return undefined;
  const data = ctx.validate(schema, mdx.frontmatter) as
    (Record<string, unknown> & { title: string; heading?: string; image?: string }) | undefined;
  if (!data) return undefined;
  checkMdxBody(ctx, mdx, site);
  const resolved = resolveSiteValues(ctx, mdx.frontmatter, data, site) as typeof data;
  ctx.checkLinks(mdx.frontmatter, collectHrefs(resolved));
  // site.socialImage was checked, and made a site path, when site.yaml was loaded.
  const image = resolved.image ? ctx.requirePreviewImage(mdx.frontmatter, resolved.image, ["image"]) : site.socialImage;
  const { heading, image: _image, ...rest } = resolved;
  return {
    ...rest,
    path,
    heading: heading ?? resolved.title,
    image,
    ...(mdx.isEmpty ? {} : { body: mdxKey(ctx, mdx) }),
  } as unknown as z.output<S> & PageFields;
}

/** Replaces `{site.…}` in every string of the frontmatter, reporting unknown values at their line. */
function resolveSiteValues(
  ctx: LoadContext,
  source: YamlSource,
  value: unknown,
  site: SiteConfig,
  path: FieldPath = [],
): unknown {
  if (typeof value === "string") {
    return interpolate(value, site, (placeholder) =>
      ctx.error(source, path, `${placeholder} is not a text or number in site.yaml`),
    );
  }
  if (Array.isArray(value)) return value.map((item, i) => resolveSiteValues(ctx, source, item, site, [...path, i]));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, resolveSiteValues(ctx, source, v, site, [...path, k])]),
    );
  }
  return value;
}

/** Every `href` in the frontmatter, wherever it sits (actions, cards, service lists). */
function collectHrefs(value: unknown, path: FieldPath = []): { href: string; path: FieldPath }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => collectHrefs(item, [...path, i]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, v]) =>
      key === "href" && typeof v === "string" ? [{ href: v, path: [...path, key] }] : collectHrefs(v, [...path, key]),
    );
  }
  return [];
}
