import { Prose, type ProseProps } from "@site/ui";
import { MdxBody } from "./mdx-body";

/** A page's MDX body in reading typography, or nothing when the page has none. */
export function PageBody({
  body,
  className,
  tone,
}: { body: string | undefined } & Pick<ProseProps, "className" | "tone">) {
  if (!body) return null;
  return (
    <Prose className={className} tone={tone}>
      <MdxBody id={body} />
    </Prose>
  );
}
