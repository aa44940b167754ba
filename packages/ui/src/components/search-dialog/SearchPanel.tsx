import { Search } from "lucide-react";
import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from "react";
import { cn } from "../../lib/cn";
import { Button } from "../button/Button";
import { useIsScrollable } from "../dialog/useIsScrollable";
import { Link } from "../link/Link";

/** A run of excerpt text; `marked` runs are the words that matched. Text only, never HTML. */
export interface SearchExcerptPart {
  text: string;
  marked: boolean;
}

export interface SearchResult {
  /** Where the result leads; unique among the results shown. */
  href: string;
  title: string;
  /** What the result is part of (the process a lesson belongs to). */
  context?: string;
  /** The words around the match. */
  excerpt: readonly SearchExcerptPart[];
}

export interface SearchResultGroup {
  label: string;
  results: readonly SearchResult[];
}

export interface SearchPanelProps {
  /** Accessible name of the field. */
  label: string;
  query: string;
  onQueryChange(query: string): void;
  groups: readonly SearchResultGroup[];
  /** How many results there are, shown and announced to screen readers whenever it changes. */
  status: string;
  /** Shown where the results go while there are none: a hint, 'nothing found', a failure. */
  message?: ReactNode;
  /**
   * The results are for a corrected query (the status says so): a button searches the query as the
   * visitor typed it instead. Focus goes back to the field.
   */
  asTyped?: { query: string; onSearch(): void };
  /** A result was chosen (clicked, or Enter on the highlighted one); its link is followed next. */
  onChoose?(result: SearchResult): void;
  placeholder?: string;
  /** The field, for whoever decides when it takes focus. */
  inputRef?: Ref<HTMLInputElement>;
  /** `dialog`: the field on top and the results scrolling under it; `page`: both in the page's flow. */
  layout?: "dialog" | "page";
  className?: string;
}

/**
 * A search field over grouped results. In a dialog it is a combobox: focus stays in the field while
 * the arrow keys move through the results and Enter follows the highlighted one. On a page the
 * results are links in the page's Tab order, as everywhere else on it; the arrow keys move between
 * the field and them.
 */
export function SearchPanel({
  label,
  query,
  onQueryChange,
  groups,
  status,
  message,
  asTyped,
  onChoose,
  placeholder,
  inputRef,
  layout = "dialog",
  className,
}: SearchPanelProps) {
  const id = useId();
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-result-${index}`;
  const results = groups.flatMap((group) => group.results);
  const [active, setActive] = useState(0);
  // New results start from the first one again (state adjusted during render, not in an effect).
  const [shownGroups, setShownGroups] = useState(groups);
  if (shownGroups !== groups) {
    setShownGroups(groups);
    setActive(0);
  }
  const activeIndex = Math.min(active, results.length - 1);

  const field = useRef<HTMLInputElement>(null);
  useImperativeHandle(inputRef, () => field.current!, []);
  const scroller = useRef<HTMLDivElement>(null);
  const scrollable = useIsScrollable(scroller);
  const dialog = layout === "dialog";

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: "nearest" });
    // optionId only depends on `id`, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex, shownGroups]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    if (!dialog) {
      if (event.key !== "ArrowDown") return;
      event.preventDefault();
      document.getElementById(optionId(0))?.focus();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((activeIndex + step + results.length) % results.length);
    } else if (event.key === "Enter" && !event.nativeEvent.isComposing) {
      event.preventDefault();
      // The result is a link: clicking it lets the app's router (or the browser) follow it.
      document.getElementById(optionId(activeIndex))?.click();
    }
  };

  // On a page, the arrow keys move focus from result to result, and from the first back to the field.
  const onResultKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, position: number) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const next = position + (event.key === "ArrowDown" ? 1 : -1);
    (next < 0 ? field.current : document.getElementById(optionId(Math.min(next, results.length - 1))))?.focus();
  };

  // Where each group's results start in the flat list the arrow keys move through.
  const starts = groups.map((group) => results.indexOf(group.results[0]!));
  return (
    <div data-slot="search-panel" className={cn("flex min-h-0 flex-col", dialog && "h-full", className)}>
      {/* The field searches in the browser: unseen until the page's scripts run (a message goes below).
          On a page the space below it is its own, so without scripts the message starts the page. */}
      <div data-requires-script="" className={cn("relative shrink-0", dialog ? "border-b border-border" : "mb-4")}>
        <Search
          aria-hidden="true"
          className={cn(
            "pointer-events-none absolute top-1/2 size-5 -translate-y-1/2 text-muted-foreground",
            dialog ? "start-5 md:start-6" : "start-3.5",
          )}
        />
        <input
          ref={field}
          type="search"
          aria-label={label}
          {...(dialog && {
            role: "combobox",
            "aria-autocomplete": "list",
            "aria-expanded": results.length > 0,
            "aria-controls": listId,
            "aria-activedescendant": results.length > 0 ? optionId(activeIndex) : undefined,
          })}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          className={cn(
            "w-full bg-card text-base text-foreground placeholder:text-muted-foreground",
            "[&::-webkit-search-cancel-button]:appearance-none [&::-webkit-search-decoration]:appearance-none",
            dialog
              ? "h-16 rounded-t-lg ps-13 pe-16 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring md:ps-14"
              : "h-12 rounded-md border border-input ps-11 pe-4 shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring",
          )}
        />
      </div>
      <div
        ref={scroller}
        // Scrolling regions must be reachable by keyboard (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={dialog && scrollable ? 0 : undefined}
        className={cn(
          dialog
            ? "min-h-0 flex-1 overflow-y-auto overscroll-contain pb-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
            : // On a page, the results' room is kept from the start: arriving results never push what is below.
              "min-h-svh",
        )}
      >
        <p role="status" className={cn("text-sm text-muted-foreground", dialog && "px-5 pt-3 md:px-6")}>
          {status}
        </p>
        {asTyped ? (
          <p className={cn("text-sm", dialog ? "px-5 pt-1 md:px-6" : "mt-1")}>
            <Button
              variant="link"
              onClick={() => {
                asTyped.onSearch();
                field.current?.focus();
              }}
            >
              Search for “{asTyped.query}” instead
            </Button>
          </p>
        ) : null}
        {/* The list is always there, so the field's aria-controls always points at it. */}
        <div
          {...(dialog && { role: "listbox", "aria-label": label })}
          id={listId}
          className={cn(results.length === 0 && "hidden")}
        >
          {groups.map((group, groupIndex) => (
            <div key={group.label} role="group" aria-labelledby={`${listId}-group-${groupIndex}`} className="pt-3">
              <div
                id={`${listId}-group-${groupIndex}`}
                className={cn(
                  "pb-1 text-xs font-semibold tracking-wide text-accent-strong uppercase",
                  dialog && "px-5 md:px-6",
                )}
              >
                {group.label}
              </div>
              {group.results.map((result, resultIndex) => {
                const position = starts[groupIndex]! + resultIndex;
                return (
                  <Link
                    key={result.href}
                    id={optionId(position)}
                    href={result.href}
                    {...(dialog
                      ? {
                          role: "option",
                          "aria-selected": position === activeIndex,
                          // Focus stays in the field; the arrow keys move through the results.
                          tabIndex: -1,
                          onPointerMove: () => setActive(position),
                        }
                      : { onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => onResultKeyDown(event, position) })}
                    onClick={() => onChoose?.(result)}
                    className={cn(
                      "block border-s-4 border-transparent py-2.5 pe-4 text-start",
                      dialog
                        ? "ps-4 aria-selected:border-accent aria-selected:bg-secondary md:ps-5"
                        : "-mx-1 rounded-e-md ps-3 hover:border-accent hover:bg-secondary focus-visible:border-accent focus-visible:bg-secondary",
                    )}
                  >
                    {/* The spaces between the lines keep the option's name from running them together ("EINEIN."). */}
                    <span className="block font-semibold text-primary">{result.title}</span>{" "}
                    {result.context ? (
                      <>
                        <span className="block text-sm text-muted-foreground">{result.context}</span>{" "}
                      </>
                    ) : null}
                    {result.excerpt.length > 0 ? (
                      <span className="mt-1 line-clamp-3 text-sm leading-relaxed text-foreground">
                        <Excerpt parts={result.excerpt} />
                      </span>
                    ) : null}
                  </Link>
                );
              })}
            </div>
          ))}
        </div>
        {results.length === 0 && message ? (
          <div className={cn("text-muted-foreground", dialog ? "px-5 py-6 md:px-6" : status && "mt-6")}>{message}</div>
        ) : null}
      </div>
    </div>
  );
}

function Excerpt({ parts }: { parts: readonly SearchExcerptPart[] }) {
  return parts.map((part, i) =>
    part.marked ? (
      <mark key={i} className="rounded-xs bg-accent/35 px-0.5 text-foreground">
        {part.text}
      </mark>
    ) : (
      <span key={i}>{part.text}</span>
    ),
  );
}
