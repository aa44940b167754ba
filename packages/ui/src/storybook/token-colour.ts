/**
 * A colour token as the browser computes it (e.g. `rgb(15, 39, 66)`), for a story to compare an
 * element's computed colour with the token it should use rather than with a literal value.
 */
export function tokenColour(token: `--color-${string}`): string {
  const probe = document.createElement("span");
  probe.style.color = `var(${token})`;
  document.body.append(probe);
  try {
    return getComputedStyle(probe).color;
  } finally {
    probe.remove();
  }
}
