import type { CMS, PreviewTemplateComponentProps } from "decap-cms-core";
import { createContext, memo, useContext, useEffect, useMemo, useRef, useState, type ComponentType } from "react";
import { createRoutesStub } from "react-router";
import { stringify } from "yaml";
import { TermView } from "../../../web/app/screens/dictionary/term-view.tsx";
import { ProcessView } from "../../../web/app/screens/diy-processes/process-view.tsx";
import { DocumentsView } from "../../../web/app/screens/documents-templates/documents-view.tsx";
import { FaqView } from "../../../web/app/screens/faq/faq-view.tsx";
import { MaximsView } from "../../../web/app/screens/maxims/maxims-view.tsx";
import { ServicePageView } from "../../../web/app/screens/services/service-page-view.tsx";
import { CategoryView } from "../../../web/app/screens/video-library/category-view.tsx";
import siteCss from "../../../web/app/styles/app.css?inline";
import { previewPath } from "../config/preview-path.ts";
import type { PreviewAnswer } from "../server/preview.ts";

type PageAnswer = Extract<PreviewAnswer, { loaderData: unknown }>;
/** A page's loader data, as the server sent it for the view. */
type PageData = Record<string, never>;

/** A view takes its route's loader data, which is what the server answers for its collection. */
const fedByLoader = <P extends object>(View: ComponentType<P>) => View as unknown as ComponentType<PageData>;
type CheckErrors = Extract<PreviewAnswer, { errors: unknown }>["errors"];

/**
 * The view of the page that shows an entry of each previewed collection: the screen's own, as the
 * site and Storybook draw it (the server runs the same page's loader, src/server/preview.ts).
 */
const views: Record<string, ComponentType<PageData>> = {
  dictionary: fedByLoader(TermView),
  documents: fedByLoader(DocumentsView),
  faq: fedByLoader(FaqView),
  maxims: fedByLoader(MaximsView),
  processes: fedByLoader(ProcessView),
  services: fedByLoader(ServicePageView),
  videos: fedByLoader(CategoryView),
};

/** The entry as the form holds it, written as Decap would save it (front matter and body for MDX). */
function rawOf(data: Record<string, unknown>, format: unknown): string {
  if (format !== "frontmatter") return stringify(data);
  const { body, ...front } = data;
  return `---\n${stringify(front)}---\n${typeof body === "string" ? body : ""}`;
}

/**
 * The page for the form's data, asked of the editor's server shortly after each change: one request
 * at a time, the newest data sent next. The last page the check accepted stays while errors show.
 */
function usePreview({ entry, collection }: PreviewTemplateComponentProps) {
  const request = useMemo(() => {
    const newEntry = entry.get("newRecord") === true;
    const path = (entry.get("path") as string | undefined) || `${String(collection.get("folder"))}/new.yaml`;
    const data = (entry.get("data") as { toJS(): Record<string, unknown> }).toJS();
    return JSON.stringify({ path, newEntry, raw: rawOf(data, collection.get("format")) });
  }, [entry, collection]);
  const [page, setPage] = useState<PageAnswer>();
  const [errors, setErrors] = useState<CheckErrors>([]);
  const latest = useRef(request);
  const sending = useRef(false);
  const sent = useRef<string>(undefined);

  useEffect(() => {
    latest.current = request;
    const send = async () => {
      if (sending.current || sent.current === latest.current) return;
      sending.current = true;
      sent.current = latest.current;
      try {
        const response = await fetch(previewPath, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: sent.current,
        });
        const answer = (await response.json()) as PreviewAnswer | { error: string };
        if ("loaderData" in answer) {
          setPage(answer);
          setErrors([]);
        } else setErrors("errors" in answer ? answer.errors : [{ message: answer.error }]);
      } catch (error) {
        setErrors([{ message: `the preview could not be made: ${String(error)}` }]);
      } finally {
        sending.current = false;
        void send();
      }
    };
    // A light debounce: a burst of keys is one request, and the page still follows within a blink.
    const timer = setTimeout(() => void send(), 30);
    return () => clearTimeout(timer);
  }, [request]);
  return { page, errors };
}

const ScreenData = createContext<unknown>(undefined);

/**
 * A view under a router, as in the site: the root route holds site.yaml's data for the parts that read
 * it, given as the router's starting data (nothing in the preview loads or navigates).
 */
function routerFor(View: ComponentType<PageData>) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      children: [{ index: true, Component: () => <View {...(useContext(ScreenData) as PageData)} /> }],
    },
  ]);
  // Drawn again only for a new answer: Decap draws the preview on every keystroke, and drawing the
  // whole page each time delayed the keystroke's own answer.
  return memo(function PageOf({ page }: { page: PageAnswer }) {
    return (
      <ScreenData.Provider value={page.loaderData}>
        <Stub hydrationData={{ loaderData: { root: { site: page.site } } }} />
      </ScreenData.Provider>
    );
  });
}

function CheckMessages({ errors, shown }: { errors: CheckErrors; shown: boolean }) {
  if (errors.length === 0) return null;
  return (
    <div role="alert" className="border-b border-destructive bg-destructive/10 p-4 text-sm text-foreground">
      <p className="font-semibold">
        {shown ? "The page below is the last version the content check accepted:" : "No preview yet:"}
      </p>
      <ul className="mt-1 list-disc pl-5">
        {errors.map((error, i) => (
          <li key={i}>{error.field ? `${error.field}: ${error.message}` : error.message}</li>
        ))}
      </ul>
    </div>
  );
}

function pagePreview(View: ComponentType<PageData>) {
  const PageOf = routerFor(View);
  return function PagePreview(props: PreviewTemplateComponentProps) {
    const { page, errors } = usePreview(props);
    // A list page (the FAQ) opens the entry being edited and brings it into view.
    useEffect(() => {
      const item = page?.entryId ? props.document.getElementById(page.entryId)?.closest("details") : null;
      if (item && !item.open) {
        item.open = true;
        item.scrollIntoView({ block: "start" });
      }
    }, [page, props.document]);
    return (
      <>
        <CheckMessages errors={errors} shown={page !== undefined} />
        {page ? <PageOf page={page} /> : <p className="p-4 text-muted-foreground">Preparing the page…</p>}
      </>
    );
  };
}

/** The preview of each collection with a page is that page, drawn by its screen's view with the site's CSS. */
export function registerPagePreviews(cms: CMS): void {
  cms.registerPreviewStyle(siteCss, { raw: true });
  for (const [collection, View] of Object.entries(views)) cms.registerPreviewTemplate(collection, pagePreview(View));
}
