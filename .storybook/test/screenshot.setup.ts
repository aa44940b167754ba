import { afterEach, expect } from "vitest";
import { commands, page } from "vitest/browser";
import { baselineName } from "./baseline-name.ts";

declare module "vitest/browser" {
  interface BrowserCommands {
    /** Makes the browser window at least this large, so the test frame is never scaled down. */
    fitWindow(width: number, height: number): Promise<void>;
  }
}

type Layout = "padded" | "centered" | "fullscreen";

interface StoryContext {
  parameters: { layout?: Layout };
}

const layout = (story: StoryContext): Layout => story.parameters.layout ?? "padded";

/** What Storybook's canvas does for each layout. */
const layoutStyles: Record<Layout, Partial<CSSStyleDeclaration>> = {
  padded: { padding: "1rem" },
  centered: { display: "grid", placeItems: "center", padding: "1rem" },
  fullscreen: {},
};

/**
 * After each story has rendered and played, its screenshot is compared with the committed
 * baseline (`__screenshots__/<baselineName>.png` beside the story). The frame keeps the story's
 * viewport width and grows to the height of the content, so nothing below the fold is missed (unless a
 * modal dialog holds the page still, or a part of the page is as tall as the window however tall).
 */
afterEach(async (context) => {
  const { task } = context;
  const storyId = (task.meta as { storyId?: string }).storyId;
  const story = (context as unknown as { story?: StoryContext }).story;
  if (!storyId || !story || (task.result?.errors?.length ?? 0) > 0) return;

  const html = document.documentElement;
  const saved = { html: html.style.cssText, body: document.body.style.cssText };
  try {
    // Storybook's canvas: the whole viewport, with the story's layout (its padding, or centred).
    Object.assign(html.style, { height: "auto" });
    Object.assign(
      document.body.style,
      { height: "auto", minHeight: "100vh", margin: "0" },
      layoutStyles[layout(story)],
    );
    const { innerWidth: width, innerHeight: storyHeight } = window;
    const firstScreen = () =>
      Object.assign(document.body.style, { height: "100vh", minHeight: "", overflow: "hidden" });
    // Content that fills the viewport (min-h-screen) grows with it: a few rounds settle the height.
    // Under a modal dialog the page cannot scroll: what a visitor sees is the viewport, and so is the picture.
    const modal = document.querySelector("dialog:modal") !== null;
    if (modal) firstScreen();
    for (let round = 0; round < 3 && !modal && html.scrollHeight > window.innerHeight; round += 1) {
      const height = html.scrollHeight;
      await commands.fitWindow(width, height);
      await page.viewport(width, height);
    }
    // Still taller than the window: a part as tall as the window comes before the rest (a full-screen
    // hero), whatever the window's height. The picture is then the first screen a visitor sees.
    if (!modal && html.scrollHeight > window.innerHeight) {
      await page.viewport(width, storyHeight);
      firstScreen();
    }
    // Images (a logo served by Storybook, pictures below the fold) are in the picture, loaded or broken.
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    const baseline = baselineName(storyId);
    (task.meta as { baseline?: string }).baseline = baseline;
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(baseline);
  } finally {
    html.style.cssText = saved.html;
    document.body.style.cssText = saved.body;
  }
});
