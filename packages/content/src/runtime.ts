/**
 * What the browser may import from this package: pure helpers with no Node or build-time
 * dependencies. Types of the content come from `@site/content` (type-only imports).
 */
export { slugify, normalizeParam, findBySlug } from "./slug.ts";
export { placeholderMarker, placeholderPattern } from "./editorial/placeholder-marker.ts";
export { pageFiles, sectionNotFoundPages, siteOutput } from "./site/site-output.ts";
export { pagePath, termHref, processHref, videoCategoryHref, termSharePath } from "./site/paths.ts";
export { editDistance, editDistancesToStarts } from "./source/edit-distance.ts";
export { today } from "./editorial/today.ts";
export { authorOverlayCss } from "./vite/overlay-style.ts";
