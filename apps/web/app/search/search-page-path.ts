/** The search page: where the header's search leads without JavaScript, and where `?q=` lands. */
export const searchPagePath = "/search";
