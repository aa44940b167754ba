import type { ElementType, HTMLAttributes, ReactNode } from "react";
import { cn } from "../../lib/cn";

export interface ProseProps extends HTMLAttributes<HTMLElement> {
  /** Element to render, `div` by default (e.g. `article`). */
  as?: ElementType;
  /** `inverse` for text set on a primary-coloured panel. */
  tone?: "default" | "inverse";
  /** The text: rendered Markdown or MDX, or HTML elements (or `dangerouslySetInnerHTML` for HTML rendered at build time). */
  children?: ReactNode;
}

/** Typographic styles for long text and MDX: serif headings, navy underlined links, readable measure. */
export function Prose({ as: Tag = "div", className, tone = "default", ...props }: ProseProps) {
  return (
    <Tag
      data-slot="prose"
      className={cn("prose prose-site md:prose-lg", tone === "inverse" && "prose-inverse", className)}
      {...props}
    />
  );
}
