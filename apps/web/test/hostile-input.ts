/** What visitors may type into any search box; each must be matched as plain text and shown as text. */
export const hostileQueries: [string, string][] = [
  ["regular-expression characters", ".*+?^${}()|[]\\"],
  ["an unbalanced group", "(("],
  ["10,000 characters", "a".repeat(10_000)],
  ["markup", '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>'],
  ["percent-encoding", "%E0%A4%A"],
];
