import { twMerge } from "tailwind-merge";

/**
 * The kit joins class names without resolving conflicts (see lib/cn), so two utilities that set the
 * same property on one element would be decided by stylesheet order, not by intent. These helpers
 * find such elements in tests, using tailwind-merge's knowledge of which utilities collide.
 */

/** The classes of `className` that a later, conflicting utility would silently cancel. */
export function conflictingClasses(className: string): string[] {
  const kept = new Set(twMerge(className).split(/\s+/));
  return className.split(/\s+/).filter((name) => name !== "" && !kept.has(name));
}

/**
 * Watches `document` from now on, every element added or restyled included (an opened dialog, a
 * menu's open state). The returned function stops watching and describes each conflicting element.
 */
export function watchClassConflicts(document: Document): () => string[] {
  const found = new Map<string, string>();
  const check = (element: Element) => {
    const className = element.getAttribute("class");
    if (!className || found.has(className)) return;
    const cancelled = conflictingClasses(className);
    if (cancelled.length > 0) {
      found.set(className, `<${element.localName} class="${className}"> cancels ${cancelled.join(" ")}`);
    }
  };
  const checkTree = (node: Node) => {
    if (node.nodeType !== 1) return;
    check(node as Element);
    (node as Element).querySelectorAll("[class]").forEach(check);
  };
  const inspect = (records: MutationRecord[]) => {
    for (const record of records) {
      if (record.type === "attributes") check(record.target as Element);
      else record.addedNodes.forEach(checkTree);
    }
  };
  const observer = new MutationObserver(inspect);
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["class"] });
  checkTree(document.documentElement);
  return () => {
    inspect(observer.takeRecords());
    observer.disconnect();
    checkTree(document.documentElement);
    return [...found.values()];
  };
}
