import type { ComponentPropsWithoutRef, ElementType, MouseEvent } from "react";
import { useNavigate } from "react-router";
import { opensElsewhere } from "../lib/opens-elsewhere";

type ContentHtmlProps<T extends ElementType> = {
  /** HTML rendered from content at build time (`richHtml` in a loader). */
  html: string;
  /** The element, or a component that renders one with these props (the kit's `Prose`). */
  as?: T;
} & Omit<ComponentPropsWithoutRef<T>, "children" | "dangerouslySetInnerHTML" | "onClick">;

/** Addresses the server answers with files, never with a page of the app. */
const fileFolders = /^\/(media|downloads|share)\//;

/** The in-site page a click on a content link should open with the router, if it should. */
function routerTarget(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0 || opensElsewhere(event)) return undefined;
  const anchor = (event.target as Element).closest("a[href]");
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download")) return undefined;
  if ((anchor.target && anchor.target !== "_self") || anchor.origin !== window.location.origin) return undefined;
  if (fileFolders.test(anchor.pathname)) return undefined;
  // A link to a place on this very page is the browser's to follow.
  if (anchor.pathname === window.location.pathname && anchor.search === window.location.search && anchor.hash) {
    return undefined;
  }
  return anchor.pathname + anchor.search + anchor.hash;
}

/**
 * Content the build rendered to HTML (a lesson, a definition, a page body), placed as it is: the
 * browser gets the content, never the code that drew it. Its links are plain anchors, so this one
 * handler lets the router follow those that lead to a page of the site, as the kit's links do.
 */
export function ContentHtml<T extends ElementType = "div">({ html, as, ...props }: ContentHtmlProps<T>) {
  const Tag: ElementType = as ?? "div";
  const navigate = useNavigate();
  if (html === "") return null;
  const followLink = (event: MouseEvent) => {
    const to = routerTarget(event);
    if (to === undefined) return;
    event.preventDefault();
    void navigate(to);
  };
  // Clicks bubble up from the links inside, which are focusable and keyboard-activated themselves.
  return <Tag {...props} onClick={followLink} dangerouslySetInnerHTML={{ __html: html }} />;
}
