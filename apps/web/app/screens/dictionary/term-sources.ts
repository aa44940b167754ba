import type { Term } from "@site/content";

/** What the sources section, and its image dialog, need of a term. */
export interface TermForSources {
  term: Term["term"];
  sources: Term["supportingSources"];
}
