import type { EntryOf } from "../collection/define.ts";
import { dictionary } from "./collections/dictionary/index.ts";
import { documents } from "./collections/documents/index.ts";
import { faq } from "./collections/faq/index.ts";
import { maxims } from "./collections/maxims/index.ts";
import { pages, services } from "./collections/pages/index.ts";
import { processes } from "./collections/processes/index.ts";
import { search } from "./collections/search/index.ts";
import { steps } from "./collections/processes/steps.ts";
import { site } from "./collections/site/index.ts";
import { videos } from "./collections/videos/index.ts";

/**
 * Every collection of the site. The content check, the manifest, the route list, the pages' data,
 * the editor schemas and the synthetic content all read this list; a new collection is a folder
 * under collections/ and a line here. The order is the order of the site's routes.
 */
export const collections = [
  site,
  pages,
  services,
  processes,
  steps,
  videos,
  documents,
  maxims,
  dictionary,
  faq,
  search,
] as const;

export type Collection = (typeof collections)[number];
export type CollectionName = Collection["name"];
/** An entry of a collection, as pages read it: the schema's output, finished, with its id. */
export type Entry<N extends CollectionName> = EntryOf<Extract<Collection, { name: N }>>;
