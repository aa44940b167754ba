import type { PageKey } from "@site/content";
import type { CMS, PreviewTemplateComponentProps } from "decap-cms-core";
import {
  createContext,
  createElement,
  memo,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
} from "react";
import { createRoutesStub } from "react-router";
import { stringify } from "yaml";
import { entryScreens } from "../../../web/app/entry-screens.ts";
import { pageScreens } from "../../../web/app/page-screens.ts";
import { AboutView } from "../../../web/app/screens/about/about-view.tsx";
import { ContactView } from "../../../web/app/screens/contact/contact-view.tsx";
import { DictionaryView } from "../../../web/app/screens/dictionary/dictionary-view.tsx";
import { TermView } from "../../../web/app/screens/dictionary/term-view.tsx";
import { ProcessView } from "../../../web/app/screens/diy-processes/process-view.tsx";
import { ProcessesView } from "../../../web/app/screens/diy-processes/processes-view.tsx";
import { DocumentsView } from "../../../web/app/screens/documents-templates/documents-view.tsx";
import { FaqView } from "../../../web/app/screens/faq/faq-view.tsx";
import { HomeView } from "../../../web/app/screens/home/home-view.tsx";
import { LitigationView } from "../../../web/app/screens/litigation/litigation-view.tsx";
import { MaximsView } from "../../../web/app/screens/maxims/maxims-view.tsx";
import { PhoneConsultationView } from "../../../web/app/screens/phone-consultation/phone-consultation-view.tsx";
import { ResourcesView } from "../../../web/app/screens/resources/resources-view.tsx";
import { ServicePageView } from "../../../web/app/screens/services/service-page-view.tsx";
import { ServicesView } from "../../../web/app/screens/services/services-view.tsx";
import { StandardPageView } from "../../../web/app/screens/standard-page/standard-page-view.tsx";
import { TrustDonationView } from "../../../web/app/screens/trust-donation/trust-donation-view.tsx";
import { CategoryView } from "../../../web/app/screens/video-library/category-view.tsx";
import { VideoLibraryView } from "../../../web/app/screens/video-library/video-library-view.tsx";
import { WorkWithUsView } from "../../../web/app/screens/work-with-us/work-with-us-view.tsx";
import siteCss from "../../../web/app/styles/app.css?inline";
import type { DecapConfig } from "../config/decap-config.ts";
import { previewPath } from "../config/preview-path.ts";
import type { PreviewAnswer } from "../server/preview.ts";

type PageAnswer = Extract<PreviewAnswer, { loaderData: unknown }>;
/** A page's loader data, as the server sent it for the view. */
type PageData = Record<string, never>;

/** A view takes its route's loader data, which is what the server answers for its collection. */
const fedByLoader = <P extends object>(View: ComponentType<P>) => View as unknown as ComponentType<PageData>;
type CheckErrors = Extract<PreviewAnswer, { errors: unknown }>["errors"];

/** The view of each collection's own pages (a term, a process …), as the site and Storybook draw it. */
const entryViews: Record<string, ComponentType<PageData>> = {
  dictionary: fedByLoader(TermView),
  pages: fedByLoader(StandardPageView),
  processes: fedByLoader(ProcessView),
  services: fedByLoader(ServicePageView),
  videos: fedByLoader(CategoryView),
};

/** The view of each page with a layout of its own (content/pages/<key>.mdx). */
const pageViews: Record<PageKey, ComponentType<PageData>> = {
  about: fedByLoader(AboutView),
  contact: fedByLoader(ContactView),
  dictionary: fedByLoader(DictionaryView),
  "diy-processes": fedByLoader(ProcessesView),
  "documents-templates": fedByLoader(DocumentsView),
  faq: fedByLoader(FaqView),
  index: fedByLoader(HomeView),
  litigation: fedByLoader(LitigationView),
  maxims: fedByLoader(MaximsView),
  "phone-consultation": fedByLoader(PhoneConsultationView),
  resources: fedByLoader(ResourcesView),
  services: fedByLoader(ServicesView),
  "trust-donation": fedByLoader(TrustDonationView),
  "video-library": fedByLoader(VideoLibraryView),
  "work-with-us": fedByLoader(WorkWithUsView),
};

/**
 * The view each of the site's route modules draws its page with: the server names the route of the
 * edited entry's page and runs its loader (src/server/preview.ts), from the site's own lists.
 */
export const viewsByRoute = new Map<string, ComponentType<PageData>>([
  ...Object.entries(entryScreens as Record<string, string>).map(
    ([collection, route]): [string, ComponentType<PageData>] => [route, entryViews[collection]!],
  ),
  ...Object.entries(pageScreens).map(([key, route]): [string, ComponentType<PageData>] => [
    route,
    pageViews[key as PageKey],
  ]),
]);

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

/** The page the router below draws: its view and the data its loader gave. */
const Screen = createContext<{ View: ComponentType<PageData>; data: PageData } | undefined>(undefined);

function ScreenOfPage() {
  const screen = useContext(Screen)!;
  return createElement(screen.View, screen.data);
}

/**
 * A page under a router, as in the site: the root route holds site.yaml's data for the parts that
 * read it, given as the router's starting data (nothing in the preview loads or navigates).
 */
const PageRouter = createRoutesStub([{ id: "root", path: "/", children: [{ index: true, Component: ScreenOfPage }] }]);

/**
 * The page of an answer, opened at the entry's place (`#step-2`) as a visitor following a link to it
 * would see it. Drawn again only for a new answer: Decap draws the preview on every keystroke, and
 * drawing the whole page each time delayed the keystroke's own answer.
 */
const PageOf = memo(function PageOf({ page, View }: { page: PageAnswer; View: ComponentType<PageData> }) {
  const screen = useMemo(() => ({ View, data: page.loaderData as PageData }), [View, page.loaderData]);
  return (
    <Screen.Provider value={screen}>
      <PageRouter
        initialEntries={[page.anchor ? `/#${page.anchor}` : "/"]}
        hydrationData={{ loaderData: { root: { site: page.site } } }}
      />
    </Screen.Provider>
  );
});

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

function PagePreview(props: PreviewTemplateComponentProps) {
  const { page, errors } = usePreview(props);
  const View = page && viewsByRoute.get(page.route);
  // A page that shows several entries (the FAQ, a process's steps) opens the one edited and brings it into view.
  useEffect(() => {
    const element = page?.anchor ? props.document.getElementById(page.anchor) : null;
    const item = element?.closest("details");
    if (item && !item.open) item.open = true;
    element?.scrollIntoView({ block: "start" });
  }, [page?.anchor, page?.route, props.document]);
  return (
    <>
      <CheckMessages errors={errors} shown={page !== undefined} />
      {page && View ? (
        // Another page (or another step of it) is a new router, opened at its own address.
        <PageOf key={`${page.route}#${page.anchor ?? ""}`} page={page} View={View} />
      ) : page ? (
        <p className="p-4">The editor has no view for {page.route}.</p>
      ) : (
        <p className="p-4 text-muted-foreground">Preparing the page…</p>
      )}
    </>
  );
}

/**
 * The preview of each entry that has a page is that page, drawn by its screen's view with the site's
 * CSS. Decap names a template by its collection, or by its file for a group of files (the about page).
 */
export function registerPagePreviews(cms: CMS, config: DecapConfig): void {
  cms.registerPreviewStyle(siteCss, { raw: true });
  for (const collection of config.collections) {
    if (!collection.editor.preview) continue;
    const names = "files" in collection ? collection.files.map((file) => file.name) : [collection.name];
    for (const name of names) cms.registerPreviewTemplate(name, PagePreview);
  }
}
