import type { MDXContent } from "mdx/types";
import { Suspense, use, type ReactNode } from "react";
import { mdxBodies } from "virtual:content/mdx";
import { mdxComponents } from "./mdx-components";

type Loaded = { status: "pending"; promise: Promise<MDXContent> } | { status: "done"; component: MDXContent };
const cache = new Map<string, Loaded>();

/**
 * Starts loading an MDX body (each is its own chunk). Route clientLoaders call it so a body is
 * ready before the page renders on client navigation; on first load the prerendered HTML stays
 * in place until the chunk arrives.
 */
export function loadMdxBody(key: string): Promise<MDXContent> {
  const entry = cache.get(key);
  if (entry) return entry.status === "done" ? Promise.resolve(entry.component) : entry.promise;
  const load = mdxBodies[key];
  if (!load) return Promise.reject(new Error(`No MDX body registered under "${key}"`));
  const promise = load().then((module) => {
    cache.set(key, { status: "done", component: module.default });
    return module.default;
  });
  cache.set(key, { status: "pending", promise });
  return promise;
}

function Body({ id }: { id: string }) {
  const entry = cache.get(id);
  const Component = entry?.status === "done" ? entry.component : use(loadMdxBody(id));
  // The component is a module's default export, cached per id, so its identity never changes.
  // eslint-disable-next-line react-hooks/static-components
  return <Component components={mdxComponents} />;
}

export function MdxBody({ id, fallback = null }: { id: string; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Body id={id} />
    </Suspense>
  );
}
