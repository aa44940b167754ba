/** Where the editor's page asks for the page an edited entry would have (src/server/preview.ts answers). */
export const previewPath = "/api/preview";
