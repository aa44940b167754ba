export function templatesLabel(count: number): string {
  return `${count} template${count === 1 ? "" : "s"}`;
}
