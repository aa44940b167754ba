import type { MdxComponentName, Rich, RichAttributes, RichNode, RichText } from "@site/content";
import { Button, FadeIn, Link } from "@site/ui";
import { createElement, Fragment, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { withEmailBreaks } from "./email-breaks";

/**
 * Rich content (Markdown fields and MDX bodies, which the build turned into a tree) as HTML, rendered
 * here at build time with the site's own elements so a screen places it as it is and the browser
 * never loads the renderer. Only what the build allows can appear; this checks again rather than
 * trusting data. `headingOffset` moves headings down the outline where the content sits under a
 * heading of its own (a lesson under its step's title: its `##` becomes an h3).
 */
export function richHtml(rich: Rich | RichText | undefined, headingOffset: 0 | 1 | 2 = 0): string {
  const tree = Array.isArray(rich) ? rich : (rich?.tree ?? []);
  if (tree.length === 0) return "";
  return renderToStaticMarkup(<>{tree.map(renderer(headingOffset))}</>);
}

/** HTML elements content may produce that keep no attribute: blocks, text-level elements, tables. */
const plainElements = [
  "p h5 h6 ul li blockquote pre hr br wbr span",
  "strong em b i u s del ins mark small sub sup code kbd q cite",
  "table thead tbody tr th td",
].flatMap((names) => names.split(" "));

/** HTML elements content may produce, with the attributes each keeps. */
const elements: Record<string, readonly string[]> = {
  ...Object.fromEntries(plainElements.map((tag) => [tag, []])),
  h2: ["id"],
  h3: ["id"],
  h4: ["id"],
  ol: ["start"],
  abbr: ["title"],
};

const text = (value: string | number | undefined) => (value === undefined ? undefined : String(value));

/** The components an MDX body may use; the content rules allow exactly these names. */
const components: Record<MdxComponentName, (attributes: RichAttributes, children: ReactNode) => ReactNode> = {
  // Content writes attributes as quoted text, so the delay arrives as digits.
  FadeIn: (attributes, children) => <FadeIn delayMs={Number(attributes.delayMs ?? 0)}>{children}</FadeIn>,
  ButtonLink: (attributes, children) => (
    <Button
      href={text(attributes.href) ?? "#"}
      variant={(["secondary", "outline"] as const).find((v) => v === attributes.variant) ?? "default"}
    >
      {children}
    </Button>
  ),
  ButtonRow: (_, children) => <div className="not-prose my-6 flex flex-wrap gap-3">{children}</div>,
  // A note in the text, not a landmark of the page: a lesson may hold several, all unnamed.
  Callout: (attributes, children) => (
    <aside role="note" className="not-prose my-6 rounded-lg border border-accent/40 bg-accent/10 p-5">
      {attributes.title ? (
        <p className="font-display text-lg font-semibold text-foreground">{attributes.title}</p>
      ) : null}
      <div className="mt-1 text-foreground [&_strong]:text-primary">{children}</div>
    </aside>
  ),
};

/**
 * Renders nodes; `headingOffset` moves headings down the outline where the content sits under a
 * heading of its own (a lesson under its step's title: its `##` becomes an h3).
 */
const renderer = (headingOffset: number) =>
  function render(node: RichNode, key: number): ReactNode {
    if (typeof node === "string") return withEmailBreaks(node);
    const [written, attributes, ...children] = node;
    const level = /^h([2-6])$/.exec(written)?.[1];
    const tag = level ? `h${Math.min(6, Number(level) + headingOffset)}` : written;
    const content = children.length > 0 ? children.map(render) : undefined;
    const attrs = attributes || {};
    if (Object.hasOwn(components, tag)) {
      return <Fragment key={key}>{components[tag as MdxComponentName](attrs, content)}</Fragment>;
    }
    if (tag === "a") {
      return (
        <Link key={key} href={text(attrs.href) ?? "#"} title={text(attrs.title)}>
          {content}
        </Link>
      );
    }
    if (tag === "img") {
      return (
        <img
          key={key}
          src={text(attrs.src)}
          alt={text(attrs.alt) ?? ""}
          title={text(attrs.title)}
          width={attrs.width}
          height={attrs.height}
          loading={attrs.loading === "lazy" ? "lazy" : undefined}
          decoding={attrs.decoding === "async" ? "async" : undefined}
          className="rounded-lg"
        />
      );
    }
    const kept = elements[tag];
    if (!kept) return <span key={key}>{content}</span>;
    const props: Record<string, unknown> = { key };
    for (const name of kept) if (attrs[name] !== undefined) props[name] = attrs[name];
    return createElement(tag, props, content);
  };
