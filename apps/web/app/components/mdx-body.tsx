import type { MDXContent } from "mdx/types";
import { Suspense, type ReactNode } from "react";
import { mdxBodies } from "virtual:content/mdx";
import { loadOnce, useLoaded } from "../lib/lazy-data";
import { mdxComponents } from "./mdx-components";

const importBody = (key: string) => (): Promise<MDXContent> => {
  const load = mdxBodies[key];
  if (!load) return Promise.reject(new Error(`No MDX body registered under "${key}"`));
  return load().then((module) => module.default);
};

/** Starts loading an MDX body (each is its own chunk), e.g. the lessons of a process page. */
export function loadMdxBody(key: string): Promise<MDXContent> {
  return loadOnce(`mdx:${key}`, importBody(key));
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
