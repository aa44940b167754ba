import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { failOnClassConflicts } from "@site/ui/testing";
import { afterEach, beforeEach, vi } from "vitest";

// jsdom lacks these browser APIs that Radix and the layout rely on.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
class IntersectionObserverStub {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ isIntersecting: true, target } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= IntersectionObserverStub as unknown as typeof IntersectionObserver;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.scrollTo = () => undefined;

// jsdom has <dialog> but neither its modal methods, its Escape, nor the browser's style that hides a closed one.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute("open", "");
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  if (!this.hasAttribute("open")) return;
  this.removeAttribute("open");
  this.dispatchEvent(new Event("close"));
};
document.addEventListener("keydown", (event) => {
  const open = [...document.querySelectorAll("dialog[open]")].at(-1) as HTMLDialogElement | undefined;
  if (event.key !== "Escape" || !open) return;
  if (open.dispatchEvent(new Event("cancel", { cancelable: true }))) open.close();
});
const dialogStyle = document.createElement("style");
dialogStyle.textContent = "dialog:not([open]) { display: none; }";
document.head.append(dialogStyle);
Element.prototype.scrollIntoView ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;

failOnClassConflicts();

// Whole screens render through the router (loaders, then a deferred search): on a busy machine that
// takes longer than Testing Library's default second; the tests wait for what they expect either way.
configure({ asyncUtilTimeout: 5000 });

/** Any console.error during a test is a failure: React warnings, hydration problems, uncaught errors. */
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.head.querySelectorAll("title, meta, link[rel=canonical], script").forEach((node) => node.remove());
  if (errors.length > 0)
    throw new Error(`console.error was called:\n${errors.map((args) => args.map(String).join(" ")).join("\n")}`);
});
