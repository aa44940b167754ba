/** The site's own Decap widgets, named once for the generated configuration and the browser app. */
export const reviewedWidget = "reviewed-date";

/** Decap's widgets that the browser app wraps to show the content check's messages at the field. */
export const checkedWidgets = ["string", "text", "select", "number", "boolean", "image", "file"] as const;
