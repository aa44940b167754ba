export { conflictingClasses, watchClassConflicts } from "./class-conflicts";
export { failOnClassConflicts } from "./fail-on-class-conflicts";
