import type { MdxComponentName } from "@site/content";
import { Button, FadeIn, Link } from "@site/ui";
import type { MDXComponents } from "mdx/types";
import type { ComponentProps, ReactNode } from "react";

function ButtonLink({
  href,
  variant = "default",
  children,
}: {
  href: string;
  variant?: "default" | "secondary" | "outline";
  children: ReactNode;
}) {
  return (
    <Button href={href} variant={variant}>
      {children}
    </Button>
  );
}

function ButtonRow({ children }: { children: ReactNode }) {
  return <div className="not-prose my-6 flex flex-wrap gap-3">{children}</div>;
}

function Callout({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <aside className="not-prose my-6 rounded-lg border border-accent/40 bg-accent/10 p-5">
      {title ? <p className="font-display text-lg font-semibold text-foreground">{title}</p> : null}
      <div className="mt-1 text-foreground [&_strong]:text-primary">{children}</div>
    </aside>
  );
}

/** What MDX bodies render with: the components authors may use, plus links through the router. */
export const mdxComponents = {
  // Content writes attributes as quoted text only (no expressions), so the delay arrives as digits.
  FadeIn: ({ delayMs, children }: { delayMs?: string; children: ReactNode }) => (
    <FadeIn delayMs={Number(delayMs ?? 0)}>{children}</FadeIn>
  ),
  ButtonLink,
  ButtonRow,
  Callout,
  a: ({ href = "", children }: ComponentProps<"a">) => <Link href={href}>{children}</Link>,
  img: ({ alt = "", ...props }: ComponentProps<"img">) => <img alt={alt} className="rounded-lg" {...props} />,
} satisfies Record<MdxComponentName, unknown> & MDXComponents;
