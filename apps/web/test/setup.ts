import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
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
Element.prototype.scrollIntoView ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;

failOnClassConflicts();

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
