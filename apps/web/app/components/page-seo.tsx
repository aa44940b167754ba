import { Seo } from "./seo";

interface SeoFields {
  title: string;
  description: string;
  path: string;
  image: string;
}

/** Head tags of a page whose title, description and image come from its content file. */
export function PageSeo({ page, jsonLd }: { page: SeoFields; jsonLd?: object }) {
  return (
    <Seo
      title={page.title}
      description={page.description}
      path={page.path}
      image={page.image}
      {...(jsonLd ? { jsonLd } : {})}
    />
  );
}
