/** "No templates", "1 template", "3 templates": what a process's card and page say of the documents it lists. */
export function templatesLabel(count: number): string {
  return count === 0 ? "No templates" : `${count} template${count === 1 ? "" : "s"}`;
}
