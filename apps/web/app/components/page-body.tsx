import { Prose } from "@site/ui";
import { MdxBody } from "./mdx-body";

/** A page's MDX body in reading typography, or nothing when the page has none. */
export function PageBody({ body, className }: { body: string | undefined; className?: string }) {
  if (!body) return null;
  return (
    <Prose className={className}>
      <MdxBody id={body} />
    </Prose>
  );
}
