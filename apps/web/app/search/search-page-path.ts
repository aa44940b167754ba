import { siteOutput } from "@site/content/runtime";

/** The search page: where the header's search leads without JavaScript, and where `?q=` lands. */
export const searchPagePath = siteOutput.searchPage;
