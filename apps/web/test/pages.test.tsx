import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import store from "virtual:content/store";
import { renderApp } from "./render-app";

const delayOf = (element: Element | null) =>
  (element?.closest("[style*='animation-delay']") as HTMLElement | null)?.style.animationDelay;

describe("/ (home)", () => {
  it("is a hero with the logo linking to /about and the quote", async () => {
    await renderApp("/");
    expect(screen.getByRole("link", { name: `About ${store.site.name}` })).toHaveAttribute("href", "/about");
    expect(screen.getByText(new RegExp(store.page("index").quote.text.slice(0, 40)))).toBeInTheDocument();
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data).toMatchObject({ "@type": "Organization", name: store.site.name });
  });
});

describe("/about", () => {
  it("fades its blocks in at 200, 400, 1800 and 2000 ms, with buttons to /work-with-us and /resources", async () => {
    await renderApp("/about");
    const delays = [...document.querySelectorAll<HTMLElement>("main [style*='animation-delay']")].map(
      (el) => el.style.animationDelay,
    );
    expect(delays).toEqual(["200ms", "400ms", "1800ms", "2000ms"]);
    const inMain = within(screen.getByRole("main"))
      .getAllByRole("link")
      .map((l) => l.getAttribute("href"));
    expect(inMain).toEqual(expect.arrayContaining(["/work-with-us", "/resources"]));
    expect(screen.getByRole("img", { name: /trustee/i })).toHaveAttribute("width");
  });
});

describe("/resources", () => {
  it("has the disclaimer and three cards to the processes, videos and documents", async () => {
    await renderApp("/resources");
    expect(screen.getByRole("heading", { level: 1, name: "Resource Center" })).toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveTextContent(/own risk/i);
    const targets = within(screen.getByRole("main"))
      .getAllByRole("heading", { level: 2 })
      .map((h) => within(h.closest("li")!).getByRole("link").getAttribute("href"));
    expect(targets).toEqual(["/diy-processes", "/video-library", "/documents-templates"]);
  });
});

describe("/services", () => {
  it("has its buttons and the core services list with their targets", async () => {
    await renderApp("/services");
    expect(screen.getByRole("link", { name: "Core Services" })).toHaveAttribute("href", "#core-services");
    expect(document.getElementById("core-services")).toContainElement(
      screen.getByRole("heading", { level: 2, name: "Core Services" }),
    );
    expect(screen.getByRole("link", { name: "Access Free Resources" })).toHaveAttribute("href", "/resources");
    // Ungrouped services sit right under the section's h2; grouped ones under their group's h3. Each
    // leads to its page, and one with a DIY process to that process too.
    const { items } = store.page("services").coreServices;
    const cards = within(document.getElementById("core-services")!)
      .getAllByRole("heading")
      .filter((h) => h.closest("li"));
    expect(cards.map((h) => [h.tagName, h.textContent])).toEqual(
      items.map((item) => [item.group ? "H4" : "H3", item.title]),
    );
    cards.forEach((heading, i) => {
      const card = within(heading.closest("li")!);
      const item = items[i]!;
      expect(card.getByRole("link", { name: `Learn more about ${item.title}` })).toHaveAttribute("href", item.href);
      if (item.process) {
        expect(card.getByRole("link", { name: `Do it yourself: ${item.title}` })).toHaveAttribute("href", item.process);
      } else expect(card.getAllByRole("link")).toHaveLength(1);
    });
    // Every service page is a click away (the specification sent the DIY items to /diy-processes).
    const linked = new Set(items.map((item) => item.href));
    for (const service of store.all("services")) expect(linked).toContain(`/services/${service.id}`);
    expect(screen.getByRole("heading", { level: 3, name: "Do It Yourself" })).toBeInTheDocument();
  });
});

describe("service pages", () => {
  it.each([
    "attorney-in-fact",
    "political-status-correction",
    "tax-liability",
    "non-citizen-passport",
    "foreign-trust-banking",
    "dot-authority",
  ])("/services/%s offers 'Work with Us' and 'Do It Yourself'", async (slug) => {
    await renderApp(`/services/${slug}`);
    expect(screen.getByRole("link", { name: "Work with Us" })).toHaveAttribute("href", "/work-with-us");
    expect(screen.getByRole("link", { name: "Do It Yourself" })).toHaveAttribute("href", "/resources");
  });

  it("/services/private-trust shows the price and 'Start My Trust'", async () => {
    await renderApp("/services/private-trust");
    expect(screen.getByRole("main")).toHaveTextContent(store.site.trust.price);
    expect(screen.getByRole("link", { name: "Start My Trust" })).toHaveAttribute("href", "/trust-donation");
  });

  it("an unknown service page is not found", async () => {
    await renderApp("/services/%E0%A4%A");
    expect(await screen.findByRole("heading", { name: "Oops! Page not found" })).toBeInTheDocument();
  });

  for (const address of ["/no-such-page", "/dictionary/no-such-term"]) {
    it(`a not-found page (${address}) names no canonical address, neither the bad one nor its section's`, async () => {
      await renderApp(address);
      expect(await screen.findByRole("heading", { level: 1, name: /not found/i })).toBeInTheDocument();
      expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
      expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    });
  }
});

describe("/work-with-us", () => {
  it("has three cards and their buttons, and a link to the resources", async () => {
    await renderApp("/work-with-us");
    const buttons = within(screen.getByRole("main"))
      .getAllByRole("heading", { level: 2 })
      .map((h) => {
        const link = within(h.closest("li")!).getByRole("link");
        return [link.textContent, link.getAttribute("href")];
      });
    expect(buttons).toEqual([
      ["Establish My Trust", "/services/private-trust"],
      ["Schedule Consultation", "/phone-consultation"],
      ["Start Litigation Process", "/litigation"],
    ]);
    expect(screen.getByRole("main")).toHaveTextContent(`${store.site.trust.deliveryDays} days`);
    expect(
      within(screen.getByRole("main"))
        .getAllByRole("link")
        .some((l) => l.getAttribute("href") === "/resources"),
    ).toBe(true);
  });
});

describe("/litigation and /contact", () => {
  it("says new cases are not being accepted", async () => {
    await renderApp("/litigation");
    expect(screen.getByRole("note")).toHaveTextContent(/not (currently )?(being )?accept/i);
  });
  it("shows the contact address as text", async () => {
    await renderApp("/contact");
    expect(screen.getByRole("main")).toHaveTextContent(store.site.contact.email);
  });
});

describe("/maxims", () => {
  it("numbers ten maxims fading in at 600 ms plus 100 ms per index, then the closing section", async () => {
    await renderApp("/maxims");
    expect(screen.getByRole("heading", { level: 1, name: "Maxims of Law" })).toBeInTheDocument();
    const cards = within(within(screen.getByRole("main")).getAllByRole("list")[0]!).getAllByRole("heading", {
      level: 2,
    });
    expect(cards.map((h) => h.textContent)).toEqual(store.all("maxims").map((m) => m.title));
    expect(cards.map(delayOf)).toEqual(store.all("maxims").map((_, i) => `${600 + 100 * i}ms`));
    expect(screen.getByText("Maxim 10")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Closing" })).toBeInTheDocument();
  });
});

describe("/faq", () => {
  it("is one accordion of the browser's own disclosures: one answer open at a time, fading in 150 ms apart", async () => {
    await renderApp("/faq");
    const items = [...document.querySelectorAll<HTMLDetailsElement>("main details")];
    expect(items).toHaveLength(15);
    // One name for the group: the browser keeps one open at a time (checked in Chromium by the e2e suite).
    expect(new Set(items.map((item) => item.getAttribute("name"))).size).toBe(1);
    expect(items[0]!.getAttribute("name")).toBeTruthy();
    expect(items.map((item) => item.open)).toEqual(items.map(() => false));
    expect(items.map(delayOf)).toEqual(store.all("faq").map((_, i) => `${150 * i}ms`));
    expect(items.map((item) => item.querySelector("summary h2")?.textContent)).toEqual(
      store.all("faq").map((item) => item.question),
    );
    expect(screen.getByRole("link", { name: "Book Consultation" })).toHaveAttribute("href", "/phone-consultation");
  });

  it("renders links inside answers as links, each answer reachable by its question's address", async () => {
    await renderApp("/faq");
    const item = store.all("faq").find((entry) => JSON.stringify(entry.answer).includes('["a",{"href"'))!;
    const answer = document.getElementById(item.id)!;
    expect(answer.closest("details")?.querySelector("summary")).toHaveTextContent(item.question);
    expect(answer.querySelectorAll("a[href]").length).toBeGreaterThan(0);
  });

  it("describes the questions as FAQPage structured data", async () => {
    await renderApp("/faq");
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity).toHaveLength(15);
  });
});

describe("head tags", () => {
  it("sets title, description, canonical, Open Graph, Twitter and robots on every page", async () => {
    await renderApp("/resources");
    const meta = (selector: string) => document.querySelector(selector)?.getAttribute("content");
    expect(document.title).toBe(`${store.page("resources").title} | ${store.site.titleSuffix}`);
    expect(meta('meta[name="description"]')).toBe(store.page("resources").description);
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute("href", `${store.site.baseUrl}/resources`);
    expect(meta('meta[property="og:title"]')).toBe(document.title);
    expect(meta('meta[property="og:url"]')).toBe(`${store.site.baseUrl}/resources`);
    expect(meta('meta[property="og:image"]')).toBe(`${store.site.baseUrl}${store.site.socialImage}`);
    expect(meta('meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(meta('meta[name="robots"]')).toBe("index, follow");
  });
});
