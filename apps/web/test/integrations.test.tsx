import { ContentStore } from "@site/content/store";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { schedulerGiveUpMs } from "../app/integrations/scheduler";
import store from "virtual:content/store";
import { renderApp } from "./render-app";

// The same content, with every third-party piece switched on in site.yaml.
vi.mock("virtual:content/store", async (importOriginal) => {
  const { default: real } = await importOriginal<{ default: ContentStore }>();
  const site = real.site;
  const configured = {
    ...site,
    integrations: {
      ...site.integrations,
      assistant: { ...site.integrations.assistant, agentId: "agent-123", element: "test-assistant-widget" },
      scheduler: { ...site.integrations.scheduler, calLink: "cornerstone/90min" },
      payment: { ...site.integrations.payment, merchantId: "merchant-42" },
    },
  };
  const { snapshot } = real;
  return { default: new ContentStore({ ...snapshot, collections: { ...snapshot.collections, site: [configured] } }) };
});

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(navigator, "onLine", { value: true, configurable: true });
  document.querySelectorAll("script[data-integration]").forEach((script) => script.remove());
});

describe("scheduler on /phone-consultation", () => {
  it("adds its script on entering, opens the 90-minute month view, and removes the script on leaving", async () => {
    const { user, router } = await renderApp("/phone-consultation");
    const script = document.querySelector<HTMLScriptElement>('script[data-integration="scheduler"]')!;
    expect(script.src).toBe("https://app.cal.com/embed/embed.js");
    expect(window.Cal?.q).toContainEqual(["initNamespace", "90min"]);

    await user.click(screen.getByRole("button", { name: "Schedule Your Consultation" }));
    expect(screen.getByRole("region", { name: "Consultation scheduler" })).toBeInTheDocument();
    const calls = window.Cal!.ns["90min"]!.q;
    expect(calls[0]).toEqual(["init", "90min", { origin: "https://app.cal.com" }]);
    expect(calls).toContainEqual([
      "inline",
      expect.objectContaining({ calLink: "cornerstone/90min", config: { layout: "month_view" } }),
    ]);

    await act(() => router.navigate("/resources"));
    await waitFor(() => expect(document.querySelector('script[data-integration="scheduler"]')).toBeNull());
    expect(window.Cal).toBeUndefined();
  });

  it("says how to book when the scheduler cannot load", async () => {
    await renderApp("/phone-consultation");
    fireEvent.error(document.querySelector('script[data-integration="scheduler"]')!);
    expect(await screen.findByRole("alert")).toHaveTextContent("The scheduler could not be loaded");
  });

  it("gives up on a scheduler that never draws after the time it states, and offers the email", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout"] });
    await renderApp("/phone-consultation");
    fireEvent.click(screen.getByRole("button", { name: "Schedule Your Consultation" }));
    const region = screen.getByRole("region", { name: "Consultation scheduler" });
    expect(region).toHaveTextContent(`this can take up to ${schedulerGiveUpMs / 1000} seconds`);

    await act(() => vi.advanceTimersByTimeAsync(schedulerGiveUpMs - 100));
    expect(screen.queryByRole("alert")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("The scheduler did not respond");
    expect(within(alert).getByRole("link", { name: store.site.contact.email })).toHaveAttribute(
      "href",
      `mailto:${store.site.contact.email}`,
    );
    expect(screen.queryByRole("region", { name: "Consultation scheduler" })).toBeNull();
  });

  it("keeps a scheduler that reported itself ready", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout"] });
    await renderApp("/phone-consultation");
    fireEvent.click(screen.getByRole("button", { name: "Schedule Your Consultation" }));
    const ready = window.Cal!.ns["90min"]!.q.find(
      ([command, options]) => command === "on" && (options as { action: string }).action === "linkReady",
    );
    act(() => (ready![1] as { callback: () => void }).callback());
    await act(() => vi.advanceTimersByTimeAsync(schedulerGiveUpMs * 2));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("region", { name: "Consultation scheduler" })).not.toHaveTextContent("Loading");
  });
});

describe("payment frame on /trust-donation", () => {
  it("embeds the merchant's 410×696 widget", async () => {
    // The widget's host answers (jsdom itself has no network).
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(null));
    await renderApp("/trust-donation");
    expect(screen.getByRole("heading", { level: 1, name: "Trust Formation Donation" })).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Select any cryptocurrency to make a donation, and we will begin establishing your private trust\./,
      ),
    ).toBeInTheDocument();
    const frame = document.querySelector("iframe")!;
    expect(frame.getAttribute("src")).toBe("https://nowpayments.io/embeds/payment-widget?iid=merchant-42");
    expect(frame.getAttribute("width")).toBe("410");
    expect(frame.getAttribute("height")).toBe("696");
    expect(screen.getByRole("link", { name: "Back to trust services" })).toHaveAttribute(
      "href",
      "/services/private-trust",
    );
  });

  it("shows 'Can't load widget' offline", async () => {
    Object.defineProperty(navigator, "onLine", { value: false, configurable: true });
    await renderApp("/trust-donation");
    expect(await screen.findByText("Can't load widget")).toBeInTheDocument();
  });

  it("offers the trust's email when the widget's host cannot be reached", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    await renderApp("/trust-donation");
    expect(await screen.findByText("Can't load widget")).toBeInTheDocument();
    expect(document.querySelector("iframe")).toBeNull();
    expect(within(screen.getByRole("main")).getByRole("link", { name: store.site.contact.email })).toHaveAttribute(
      "href",
      `mailto:${store.site.contact.email}`,
    );
  });

  it("keeps a widget that loaded before the page hydrated, past the loading timeout", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout"] });
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(null));
    // A cross-origin frame whose page has arrived hides its document, and its load event has passed.
    vi.spyOn(HTMLIFrameElement.prototype, "contentDocument", "get").mockReturnValue(null);
    await renderApp("/trust-donation");
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.queryByText("Can't load widget")).toBeNull();
    expect(document.querySelector("iframe")).not.toBeNull();
  });
});

describe("voice assistant", () => {
  it("loads its script once the page is idle, polls for the element every 100 ms and shows it 1 s after", async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ["setTimeout", "setInterval", "clearTimeout", "clearInterval"],
    });
    await renderApp("/");
    await act(() => vi.advanceTimersByTimeAsync(300));
    const script = document.querySelector<HTMLScriptElement>('script[data-integration="assistant"]')!;
    expect(script.src).toBe(store.site.integrations.assistant.scriptUrl);
    expect(document.querySelector("test-assistant-widget")).toBeNull();

    customElements.define("test-assistant-widget", class extends HTMLElement {});
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(document.querySelector("test-assistant-widget")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(document.querySelector("test-assistant-widget")).toHaveAttribute("agent-id", "agent-123");
  });
});
