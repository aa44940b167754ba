import type { RichText } from "@site/content";
import { Prose, type ProseProps } from "@site/ui";
import { Island } from "../islands/Island";
import type { IslandRef } from "../islands/registry";
import { RichContent } from "./rich-content";

/** A page's body in reading typography, rendered into the page's HTML only; nothing when it has none. */
export function PageBody({
  body,
  className,
  tone,
}: { body: IslandRef<RichText> | undefined } & Pick<ProseProps, "className" | "tone">) {
  if (!body) return null;
  return (
    <Prose className={className} tone={tone}>
      <Island value={body}>{(tree) => <RichContent tree={tree} />}</Island>
    </Prose>
  );
}
