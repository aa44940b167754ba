/**
 * Today as `YYYY-MM-DD`, in the author's own time zone (the day they would write down). A module of
 * its own, without the schemas, so that the browser editor's "Reviewed today" uses it too.
 */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
