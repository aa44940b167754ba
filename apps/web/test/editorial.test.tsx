import type { RouteConfigEntry } from "@react-router/dev/routes";
import { screen, within } from "@testing-library/react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it, vi } from "vitest";
import store from "virtual:content/store";
import routeConfig from "../app/routes";
import { renderApp } from "./render-app";

// The real content as `pnpm dev` previews it, with a draft term that a published page does not link to.
vi.mock("virtual:content/store", async (importOriginal) => {
  const { ContentStore } = await import("@site/content/store");
  const { default: real } = await importOriginal<{ default: InstanceType<typeof ContentStore> }>();
  const { snapshot } = real;
  const trust = snapshot.collections.dictionary.find((term) => term.id === "trust")!;
  const draft = { ...trust, id: "estoppel", term: "Estoppel", draft: true, formerAddresses: [] };
  return {
    default: new ContentStore({
      ...snapshot,
      collections: { ...snapshot.collections, dictionary: [...snapshot.collections.dictionary, draft] },
      routes: [...snapshot.routes, "/dictionary/estoppel"],
      drafts: ["/dictionary/estoppel"],
    }),
  };
});

const structuredData = () => JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);

describe("drafts in pnpm dev", () => {
  it("marks a draft in the list it appears in, and nothing else", async () => {
    await renderApp("/dictionary");
    const item = screen.getByRole("link", { name: "Estoppel" }).closest("li")!;
    expect(within(item).getByText("Draft", { selector: "span" })).toBeInTheDocument();
    expect(screen.getAllByText("Draft", { selector: "span" })).toHaveLength(1);
  });

  it("puts a Draft banner across a draft's own page", async () => {
    await renderApp("/dictionary/estoppel");
    expect(screen.getByRole("note")).toHaveTextContent(/^Draft: visitors cannot see this page/);
  });

  it("puts none on a published page", async () => {
    await renderApp("/dictionary/trust");
    expect(screen.queryByRole("note")).toBeNull();
  });
});

describe("review dates", () => {
  const reviewedLine = (date: string) => {
    const time = document.querySelector(`time[datetime="${date}"]`);
    return time?.closest("p")?.textContent;
  };

  it("dates each FAQ answer, and the FAQ page by its latest", async () => {
    await renderApp("/faq");
    const dates = store.all("faq").map((item) => item.reviewed!);
    expect(document.querySelectorAll("time[datetime]")).toHaveLength(dates.length);
    expect(reviewedLine(dates[0]!)).toMatch(/^Last reviewed [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(structuredData()).toMatchObject({ "@type": "FAQPage", dateModified: [...dates].sort().at(-1) });
  });

  it("dates each lesson of a process, and the process's HowTo by its latest lesson", async () => {
    const process = "affidavits-declarations";
    await renderApp(`/diy-processes/${process}`);
    const lessons = store.all("steps").filter((step) => step.process === process && step.kind === "lesson");
    expect(lessons.length).toBeGreaterThan(0);
    expect(document.querySelectorAll("time[datetime]")).toHaveLength(lessons.length);
    expect(structuredData()).toMatchObject({
      "@type": "HowTo",
      dateModified: lessons
        .map((step) => (step.kind === "lesson" ? step.reviewed! : ""))
        .sort()
        .at(-1),
    });
  });

  it("dates a service page, as a WebPage", async () => {
    const [service] = store.all("services");
    await renderApp(`/services/${service!.id}`);
    expect(reviewedLine(service!.reviewed!)).toMatch(/^Last reviewed /);
    expect(structuredData()).toMatchObject({ "@type": "WebPage", dateModified: service!.reviewed });
  });
});

// Route modules only: the stories beside them are for Storybook, which has the sample content.
const modules = import.meta.glob<Record<string, unknown>>("../app/screens/*/*route.tsx", { eager: true });
const routeFiles = (entries: readonly RouteConfigEntry[]): string[] =>
  entries.flatMap((entry) => [entry.file, ...routeFiles(entry.children ?? [])]);

describe("a content edit in pnpm dev", () => {
  // React Router's own rule for prerendered pages without a client loader reloads their data only
  // when the address's parameters change (defaultShouldRevalidate is then false on a revalidation).
  const sameAddress = (url: string) =>
    ({
      currentUrl: new URL(url),
      nextUrl: new URL(url),
      currentParams: {},
      nextParams: {},
      defaultShouldRevalidate: false,
    }) as unknown as ShouldRevalidateFunctionArgs;

  it.each(routeFiles(routeConfig).filter((file) => "loader" in modules[`../app/${file}`]!))(
    "reloads the data of %s, which shows the edit in the open page",
    (file) => {
      const module = modules[`../app/${file}`]!;
      const shouldRevalidate = module.shouldRevalidate as ((args: ShouldRevalidateFunctionArgs) => boolean) | undefined;
      expect(
        "clientLoader" in module || shouldRevalidate?.(sameAddress("http://localhost/page?q=trust")) === true,
      ).toBe(true);
    },
  );

  it("reloads the site-wide data only when site.yaml or the drafts changed: an edit to a term is one request", async () => {
    const { noteContentEdit, onlyWhenRevalidated } = await import("../app/lib/revalidate");
    const revalidation = sameAddress("http://localhost/dictionary/trust");
    noteContentEdit({ collections: ["dictionary"], drafts: false });
    expect(onlyWhenRevalidated(revalidation)).toBe(false);
    noteContentEdit({ collections: ["site"], drafts: false });
    expect(onlyWhenRevalidated(revalidation)).toBe(true);
    noteContentEdit({ collections: ["dictionary"], drafts: true });
    expect(onlyWhenRevalidated(revalidation)).toBe(true);
    expect(onlyWhenRevalidated({ ...revalidation, nextUrl: new URL("http://localhost/faq") })).toBe(false);
  });

  it("does not reload the data of a page whose search alone changed", async () => {
    const { searchOnlyChanged } = await import("../app/lib/revalidate");
    expect(
      searchOnlyChanged({
        ...sameAddress("http://localhost/dictionary?q=a"),
        nextUrl: new URL("http://localhost/dictionary?q=ab"),
      }),
    ).toBe(false);
  });
});
