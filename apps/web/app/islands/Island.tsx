import { memo, type ElementType, type ReactNode } from "react";
import { islandHtml } from "./lifted";
import { islandValue, type IslandRef } from "./registry";

export interface IslandProps<T> {
  value: IslandRef<T>;
  /** Renders the content; called only where the value is known (the server, tests). */
  children: (value: T) => ReactNode;
  /** The element around the content, so it can be a list or a section where the markup needs one. */
  as?: ElementType;
  className?: string;
  id?: string;
}

/**
 * Content rendered into the page's HTML, never hydrated. On the server the value is known and
 * rendered; in the browser the element keeps the HTML it arrived with (read from the page on
 * hydration, or lifted from the next page's prerendered HTML on a client navigation), so React
 * needs neither the value nor the code that draws it. Its links are followed by the router anyway
 * (see `useIslandLinks`). Nothing inside may need JavaScript.
 */
function IslandElement<T>({ value, children, as: Tag = "div", className, id }: IslandProps<T>) {
  const known = islandValue(value.island) ?? (value.value === undefined ? undefined : { value: value.value });
  if (known) {
    return (
      <Tag data-island={value.island} className={className} id={id}>
        {children(known.value as T)}
      </Tag>
    );
  }
  return (
    <Tag
      data-island={value.island}
      className={className}
      id={id}
      // The very HTML this element was sent with (or lifted from the prerendered page): nothing changes.
      dangerouslySetInnerHTML={{ __html: islandHtml(value.island) }}
      suppressHydrationWarning
    />
  );
}

// A parent's re-render with the same content must not touch the element (its HTML is the content).
export const Island = memo(
  IslandElement,
  (before, after) =>
    before.value.island === after.value.island && before.className === after.className && before.as === after.as,
) as typeof IslandElement;
