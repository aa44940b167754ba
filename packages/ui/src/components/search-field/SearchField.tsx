import { Search, X } from "lucide-react";
import { useId, useRef, type KeyboardEvent } from "react";
import { cn } from "../../lib/cn";

export interface SearchFieldProps {
  /** Visible (or visually hidden) label of the field. */
  label: string;
  /** The text in the field: the field is controlled, the app holds it. */
  value: string;
  /** Called with the new text on each change, and with "" when cleared (button or Escape). */
  onValueChange: (value: string) => void;
  /** A hint shown while the field is empty; never instead of the label. */
  placeholder?: string;
  /** Hide the label visually; it stays available to assistive technology. */
  hideLabel?: boolean;
  /** What the search shows now ("12 terms shown"): screen readers hear it whenever it changes. */
  status?: string;
  /** The input's id (for a `<label for>` elsewhere); generated when absent. */
  id?: string;
  /** Classes added to the field's wrapper (e.g. its width). */
  className?: string;
}

/**
 * A labelled search input with a clear control. Escape also clears it. It filters as the visitor
 * types, which takes scripts: until they run it keeps its place unseen, and without them it is gone.
 */
export function SearchField({
  label,
  value,
  onValueChange,
  placeholder,
  hideLabel = false,
  status,
  id,
  className,
}: SearchFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const inputRef = useRef<HTMLInputElement>(null);

  const clear = () => {
    onValueChange("");
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape" && value !== "") {
      event.preventDefault();
      event.stopPropagation();
      onValueChange("");
    }
  };

  return (
    <div data-slot="search-field" data-requires-script="" className={cn("flex flex-col gap-2", className)}>
      <label htmlFor={inputId} className={hideLabel ? "sr-only" : "text-sm font-semibold text-foreground"}>
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3.5 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          // A right-to-left query reads right to left.
          dir="auto"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          autoComplete="off"
          className={cn(
            "h-12 w-full rounded-md border border-input bg-card ps-11 pe-12 text-base text-foreground shadow-xs",
            "placeholder:text-muted-foreground",
            "focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring",
            "[&::-webkit-search-cancel-button]:appearance-none [&::-webkit-search-decoration]:appearance-none",
          )}
        />
        {value !== "" ? (
          <button
            type="button"
            aria-label="Clear search"
            onClick={clear}
            className={cn(
              "absolute end-1.5 top-1/2 inline-flex size-9 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-muted-foreground",
              "hover:bg-secondary hover:text-primary",
              "focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring",
            )}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
      {status === undefined ? null : (
        <p className="sr-only" role="status">
          {status}
        </p>
      )}
    </div>
  );
}
