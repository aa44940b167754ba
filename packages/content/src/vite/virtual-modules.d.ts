// Types of the modules the content plugin serves. They come from the loaders, which come from the schemas.
declare module "virtual:content/site" {
  export const site: import("@site/content").SiteConfig;
}
declare module "virtual:content/pages" {
  export const pages: import("@site/content").Pages;
  export const servicePages: import("@site/content").ServicePage[];
}
declare module "virtual:content/processes" {
  export const processes: import("@site/content").Process[];
}
declare module "virtual:content/videos" {
  export const videoCategories: import("@site/content").VideoCategory[];
}
declare module "virtual:content/documents" {
  export const documentCategories: import("@site/content").DocumentCategory[];
}
declare module "virtual:content/maxims" {
  export const maxims: import("@site/content").Maxim[];
}
declare module "virtual:content/dictionary" {
  export const terms: import("@site/content").Term[];
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
