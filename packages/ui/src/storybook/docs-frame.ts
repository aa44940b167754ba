/**
 * Whether the story is drawn in a frame of a docs page (the docs page is its parent, Storybook's
 * manager above that) rather than on its own, in the canvas or a test. A docs page runs all its
 * frames at once and only one of them can have the keyboard, so a play function that types or moves
 * focus does nothing there and the frame shows the story as it first draws.
 */
export const inDocsFrame = (): boolean => window.parent !== window.top;
