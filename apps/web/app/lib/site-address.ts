/** Names reserved for documentation and testing (RFC 2606, RFC 6761): no visitor can reach them. */
const unreachableHost = /(^|\.)(example|test|invalid|localhost)$|^localhost$|^127\.|^\[::1\]$/i;

/** Whether the configured production address is still a stand-in: empty, a reserved name or localhost. */
export function isPlaceholderAddress(baseUrl: string | null): boolean {
  if (!baseUrl) return true;
  try {
    return unreachableHost.test(new URL(baseUrl).hostname);
  } catch {
    return true;
  }
}

/** The one line `pnpm build` prints while the production address is a placeholder, else null. */
export function placeholderAddressWarning(baseUrl: string | null): string | null {
  if (!isPlaceholderAddress(baseUrl)) return null;
  const what = baseUrl ? `is still the placeholder ${baseUrl}` : "is empty";
  return (
    `WARNING: content/site.yaml baseUrl ${what}: canonical links, the sitemap and link previews ` +
    `cannot point at the live site until it is set to the production address (https://…).`
  );
}

/**
 * The origin a visitor's shared link should use: the configured production address, or, while that
 * is a placeholder, the address this page was opened at (a preview or staging host still works).
 */
export function shareOrigin(baseUrl: string | null, pageOrigin: string): string {
  return isPlaceholderAddress(baseUrl) ? pageOrigin : baseUrl!;
}
