import type { JSX, ReactNode } from "react";
import { cn } from "../../lib/cn";

export interface FadeInProps {
  /** Delay before the fade starts, for staggering siblings. */
  delayMs?: number;
  /** Element to render. */
  as?: keyof JSX.IntrinsicElements;
  /** Classes added to the element. */
  className?: string;
  /** What fades in. */
  children?: ReactNode;
}

/**
 * Fades and lifts its content in with a pure CSS animation. The markup is the same on server and
 * client, content never depends on JavaScript to appear, and nothing moves under
 * `prefers-reduced-motion: reduce`.
 */
export function FadeIn({ delayMs = 0, as: Tag = "div", className, children }: FadeInProps) {
  const Element = Tag as "div";
  return (
    <Element
      data-slot="fade-in"
      className={cn("animate-fade-in", className)}
      style={{ animationDelay: `${delayMs}ms` }}
    >
      {children}
    </Element>
  );
}
