import { cn } from "@site/ui";
import { Search } from "lucide-react";
import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "../lib/use-hydrated";
import { searchPagePath } from "./search-page-path";
import type { SiteSearchDialogProps } from "./site-search-dialog";

// The dialog, the kit's search panel and Pagefind load when someone first opens the search; a
// page's own JavaScript only carries this button.
const SiteSearchDialog = lazy<ComponentType<SiteSearchDialogProps>>(() =>
  import("./site-search-dialog").catch(() => ({ default: SearchPageInstead })),
);

/** The dialog's code could not be loaded (offline, a new deploy): the search page still can be. */
function SearchPageInstead() {
  useEffect(() => window.location.assign(searchPagePath), []);
  return null;
}

const isTypingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && !["button", "checkbox", "radio", "reset", "submit"].includes(target.type)));

const isInDialog = (target: EventTarget | null) =>
  target instanceof Element && !!target.closest("dialog[open], [role=dialog]");

/** Ctrl/⌘+K anywhere, a field included (the dictionary's filter); `/` when it would not type a slash. */
function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.altKey) return false;
  if (event.key === "/") return !event.ctrlKey && !event.metaKey && !isTypingIn(event.target);
  return event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.shiftKey;
}

/**
 * The header's search. Before the page hydrates (and without JavaScript) it is a link to the search
 * page; then it is a button that opens the search dialog, as do `/` and Ctrl/⌘+K. The dialog belongs
 * to the page it was opened on: going to another page (Back, a result) closes it, while a page that
 * keeps its own search in the address (`?q=`, replaced as the visitor types) does not. The query lives here, so it stays
 * between openings, and what is typed before the field has focus (while the dialog's code arrives)
 * is not lost.
 */
export function SearchButton({ variant }: { variant: "default" | "home" }) {
  const hydrated = useHydrated();
  const { pathname: key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const [used, setUsed] = useState(false);
  const [query, setQuery] = useState("");
  const open = openAt === key;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Keys for another dialog (a lesson) are its own.
      if (event.defaultPrevented || isInDialog(event.target)) return;
      if (isSearchShortcut(event)) {
        event.preventDefault();
        setUsed(true);
        setOpenAt(key);
      } else if (open && !event.ctrlKey && !event.metaKey && !event.altKey) {
        // Until the search's field has focus, keys are for it, not for the field they were pressed in
        // (the dictionary's filter); the field may take focus while this key is handled: the key
        // must not type there too.
        if (event.key.length === 1) {
          event.preventDefault();
          setQuery((typed) => typed + event.key);
        } else if (event.key === "Backspace") {
          event.preventDefault();
          setQuery((typed) => typed.slice(0, -1));
        }
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [key, open]);

  const className = cn(
    // Beside the menu, or from md beside the navigation it opens (a smaller button in the full bar).
    "ml-auto inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md text-primary md:size-10",
    "hover:bg-secondary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
    variant === "home" && "md:text-white md:hover:bg-white/10 md:focus-visible:outline-white",
  );
  const label = (
    <>
      <Search aria-hidden="true" className="size-5" />
      <span className="sr-only">Search</span>
    </>
  );
  return (
    <>
      {hydrated ? (
        <button
          type="button"
          aria-haspopup="dialog"
          aria-keyshortcuts="/ Control+K Meta+K"
          title="Search (/ or Ctrl+K)"
          className={className}
          onClick={() => {
            setUsed(true);
            setOpenAt(key);
          }}
        >
          {label}
        </button>
      ) : (
        <a href={searchPagePath} className={className}>
          {label}
        </a>
      )}
      {used ? (
        <Suspense fallback={null}>
          <SiteSearchDialog
            open={open}
            onOpenChange={(next) => setOpenAt(next ? key : null)}
            query={query}
            onQueryChange={setQuery}
          />
        </Suspense>
      ) : null}
    </>
  );
}
