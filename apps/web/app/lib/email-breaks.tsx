import { Fragment, type ReactNode } from "react";

const emailAddress = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[a-z]{2,}/gi;

/**
 * Text whose email addresses may wrap after their `@` and before each dot of the domain, so a narrow
 * screen shows `contact@` / `example.org` rather than breaking mid-word. Each place is a zero-width
 * space drawn by CSS (`.email-part`, app.css): unlike `<wbr>`, which Chrome reads as a space in a
 * link's accessible name, it is left out when the address is copied and said as one word.
 */
export function withEmailBreaks(text: string): ReactNode {
  if (!text.includes("@")) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(emailAddress)) {
    const at = match[0].indexOf("@") + 1;
    parts.push(
      text.slice(last, match.index),
      <Fragment key={match.index}>
        {match[0].slice(0, at)}
        {match[0]
          .slice(at)
          .split(".")
          .map((label, i) => (
            <span key={i} className="email-part">
              {i > 0 ? "." : ""}
              {label}
            </span>
          ))}
      </Fragment>,
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}
