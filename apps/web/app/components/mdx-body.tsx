import type { MDXContent } from "mdx/types";
import { Suspense, type ReactNode } from "react";
import { mdxBodies } from "virtual:content/mdx";
import { loadOnce, useLoaded } from "../lib/lazy-data";
import { mdxComponents } from "./mdx-components";

type BodyModule = () => Promise<{ default: MDXContent }>;
const bodyLoaders = new WeakMap<BodyModule, () => Promise<MDXContent>>();

/** One loader per body module, so the cache sees the same loader until an edit replaces the module. */
function importBody(key: string): () => Promise<MDXContent> {
  const load = mdxBodies[key];
  if (!load) throw new Error(`No MDX body registered under "${key}"`);
  let loader = bodyLoaders.get(load);
  if (!loader) {
    loader = () => load().then((module) => module.default);
    bodyLoaders.set(load, loader);
  }
  return loader;
}

/** Starts loading an MDX body (each is its own chunk), e.g. the lessons of a process page. */
export function loadMdxBody(key: string): Promise<MDXContent> {
  try {
    return loadOnce(`mdx:${key}`, importBody(key));
  } catch (error) {
    return Promise.reject(error as Error);
  }
}

function Body({ id }: { id: string }) {
  const Component = useLoaded(`mdx:${id}`, importBody(id));
  // The component is a module's default export, cached per id, so its identity never changes.
  // eslint-disable-next-line react-hooks/static-components
  return <Component components={mdxComponents} />;
}

/** A body of MDX content; without a fallback it waits inside the page's own boundary. */
export function MdxBody({ id, fallback }: { id: string; fallback?: ReactNode }) {
  if (fallback === undefined) return <Body id={id} />;
  return (
    <Suspense fallback={fallback}>
      <Body id={id} />
    </Suspense>
  );
}
