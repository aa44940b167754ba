// Types of the modules the content plugin serves. They come from the loaders, which come from the schemas.
declare module "virtual:content/site" {
  export const site: import("@site/content").SiteConfig;
}
declare module "virtual:content/pages" {
  export const pages: import("@site/content").Pages;
  export const servicePages: import("@site/content").ServicePage[];
  /** Pages at /<slug> in the standard layout: any other content/pages/<slug>.mdx. */
  export const standardPages: import("@site/content").StandardPage[];
}
declare module "virtual:content/processes" {
  export const processes: import("@site/content").Process[];
}
declare module "virtual:content/videos" {
  /** Every category without its videos (the library page); `videoCount` is the number listed. */
  export const videoCategories: (Omit<import("@site/content").VideoCategory, "videos"> & { videoCount: number })[];
}
declare module "virtual:content/video-categories" {
  export const categoryLoaders: Record<string, () => Promise<{ category: import("@site/content").VideoCategory }>>;
}
declare module "virtual:content/documents" {
  export const documentCategories: import("@site/content").DocumentCategory[];
}
declare module "virtual:content/maxims" {
  export const maxims: import("@site/content").Maxim[];
}
declare module "virtual:content/dictionary" {
  export const terms: Pick<import("@site/content").Term, "slug" | "term" | "definition">[];
}
declare module "virtual:content/terms" {
  /** Every term's slug and name, for looking a term up without loading the dictionary. */
  export const termNames: { slug: string; term: string }[];
  export const termLoaders: Record<string, () => Promise<{ term: import("@site/content").Term }>>;
}
declare module "virtual:content/faq" {
  export const faq: import("@site/content").FaqItem[];
}
declare module "virtual:content/routes" {
  export const routes: string[];
}
declare module "virtual:content/mdx" {
  export const mdxBodies: Record<string, () => Promise<{ default: import("mdx/types").MDXContent }>>;
}
