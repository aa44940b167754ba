import type { LoadContext } from "../../manifest/context.ts";
import { siteSchema, type SiteConfig } from "./schema.ts";

export function loadSite(ctx: LoadContext): SiteConfig | undefined {
  const source = ctx.readYaml("site.yaml");
  if (!source) return undefined;
  const site = ctx.validate(siteSchema, source);
  if (!site) return undefined;
  ctx.checkLinks(source, [
    ...site.nav.map((item, i) => ({ href: item.href, path: ["nav", i, "href"] })),
    { href: site.cta.href, path: ["cta", "href"] },
    ...site.footer.links.map((item, i) => ({ href: item.href, path: ["footer", "links", i, "href"] })),
  ]);
  // Media references leave the loader as site paths, ready to use in pages.
  return {
    ...site,
    logo: { ...site.logo, src: ctx.requireMedia(source, site.logo.src, ["logo", "src"]) },
    socialImage: ctx.requirePreviewImage(source, site.socialImage, ["socialImage"]),
  };
}
