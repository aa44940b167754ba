import type { ElementType, ReactNode } from "react";
import { cn } from "../../lib/cn";

export interface ProseProps {
  /** Element to render, `div` by default (e.g. `article`). */
  as?: ElementType;
  className?: string;
  children?: ReactNode;
}

/** Typographic styles for long text and MDX: serif headings, navy underlined links, readable measure. */
export function Prose({ as: Tag = "div", className, children }: ProseProps) {
  return <Tag className={cn("prose prose-site md:prose-lg", className)}>{children}</Tag>;
}
