import { beforeEach } from "vitest";
import { STORY_RENDERED } from "storybook/internal/core-events";
import { addons } from "storybook/preview-api";

// The pseudo-states addon rewrites :hover, :focus-visible and :active rules into classes it can
// force when Storybook announces a rendered story, which Storybook's test runner never does: announce
// it before each story, so the state stories look in tests (and their screenshots) as they do in
// Storybook.
beforeEach(() => {
  addons.getChannel().emit(STORY_RENDERED);
});
