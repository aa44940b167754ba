import { Prose, type ProseProps } from "@site/ui";
import { ContentHtml } from "./content-html";

/** A page's body (HTML rendered from its MDX) in reading typography; nothing when it has none. */
export function PageBody({ html, className, tone }: { html: string } & Pick<ProseProps, "className" | "tone">) {
  return <ContentHtml as={Prose} html={html} className={className} tone={tone} />;
}
