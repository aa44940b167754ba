/**
 * How a text that still has to be written is marked: `content new` writes its placeholders so
 * ("TODO: Write the definition here…"), and an author may leave one the same way. The content
 * check lists each, `pnpm build` refuses them, and `pnpm dev` highlights them in the page.
 */
export const placeholderMarker = "TODO:";

/** The marker as a word of its own (not the end of another word, as in "PHOTODO:"). */
export const placeholderPattern = /(?<![\w-])TODO:/;
