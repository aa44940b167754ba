/**
 * The file name (without `.png`) of a story's baseline and of its folder of failure images. Story
 * ids keep to [a-z0-9-]; Vitest collapses repeated dashes in screenshot names, so this does too.
 */
export const baselineName = (storyId: string): string => storyId.replace(/-{2,}/g, "-");
