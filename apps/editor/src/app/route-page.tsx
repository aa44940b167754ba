import { createContext, memo, useContext, useEffect, useState } from "react";
import { createRoutesStub } from "react-router";
import type { PreviewAnswer } from "../server/preview.ts";
import { routeModule, type RouteModule } from "./route-modules.ts";

/** The server's answer for a page: its route module, the data its loader gave, site.yaml's data. */
export type PageAnswer = Extract<PreviewAnswer, { loaderData: unknown }>;

type StubRoute = Parameters<typeof createRoutesStub>[0][number];

const Answer = createContext<PageAnswer | undefined>(undefined);

/**
 * A page under a router, as in the site: the route module's own component (and error screen) under
 * React Router's stub, which gives it framework mode's props; its `loaderData` is the newest answer's,
 * so each answer draws the page again rather than building it anew (its scroll and open items stay).
 * Nothing in the preview loads or navigates.
 */
function pageRouter(module: RouteModule, first: PageAnswer) {
  const View = module.default;
  function Page(props: { loaderData: unknown }) {
    return <View {...props} loaderData={useContext(Answer)!.loaderData} />;
  }
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      children: [
        {
          // No screen reads its own route's id (only the root's, "root"): any id serves.
          id: "page",
          index: true,
          Component: Page as StubRoute["Component"],
          ErrorBoundary: module.ErrorBoundary,
        },
      ],
    },
  ]);
  // site.yaml's data, for the parts of a page that read it from the root route.
  const Router = () => (
    <Stub
      initialEntries={[first.anchor ? `/#${first.anchor}` : "/"]}
      hydrationData={{ loaderData: { root: { site: first.site } } }}
    />
  );
  return { Router, first };
}

function RouterOf({ page, module, document }: PageProps & { module: RouteModule }) {
  const [{ Router, first }] = useState(() => pageRouter(module, page));
  // A page that shows several entries (the FAQ, a process's steps) opens the one edited and brings it into view.
  useEffect(() => {
    const element = first.anchor ? document.getElementById(first.anchor) : null;
    const item = element?.closest("details");
    if (item && !item.open) item.open = true;
    element?.scrollIntoView({ block: "start" });
  }, [first.anchor, document]);
  return (
    <Answer.Provider value={page}>
      <Router />
    </Answer.Provider>
  );
}

interface PageProps {
  page: PageAnswer;
  /** The preview frame's document, where the page is drawn. */
  document: Document;
}

/**
 * The page of an answer, drawn by the route module the server named, opened at the entry's place
 * (`#step-2`) as a visitor following a link to it would see it. Drawn again only for a new answer:
 * Decap draws the preview on every keystroke.
 */
export const PageOf = memo(function PageOf({ page, document }: PageProps) {
  const module = routeModule(page.route);
  if (!module) return <p className="p-4">The editor has no view for {page.route}.</p>;
  // Another page (or another step of it) is a new router, opened at its own address.
  return <RouterOf key={`${page.route}#${page.anchor ?? ""}`} page={page} module={module} document={document} />;
});
