import { afterEach } from "vitest";

interface StoryContext {
  tags: string[];
}

// The report (visual-report.ts) sorts a failed story by what it checks: a story tagged `contrast`
// checks colour contrast. Its tags go with the test's result to the reporter.
afterEach((context) => {
  const story = (context as unknown as { story?: StoryContext }).story;
  if (story) (context.task.meta as { tags?: string[] }).tags = story.tags;
});
