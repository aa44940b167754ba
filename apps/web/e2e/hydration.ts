/**
 * Run in the page: whether React has hydrated the prerendered page, including the parts that wait
 * for lazily loaded content (every field and button in the main landmark answers to React, so typing
 * and clicks reach it). Islands (`[data-island]`) are HTML React never hydrates, by design; nothing
 * in them needs it. Shared by the e2e suite and `pnpm shots`.
 */
export function pageIsHydrated(): boolean {
  // No named inner functions: run through tsx (pnpm shots), they would call a helper the page lacks.
  const main = document.querySelector("main");
  if (!main) return false;
  const controls = [...main.querySelectorAll("input, button, textarea, select")].filter(
    (control) => !control.closest("[data-island]"),
  );
  return [main, ...controls].every((element) => Object.keys(element).some((key) => key.startsWith("__reactProps")));
}
