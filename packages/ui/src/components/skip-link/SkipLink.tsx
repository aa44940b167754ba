export interface SkipLinkProps {
  /** Id of the main content, `main` by default. */
  targetId?: string;
  /** What the link says. */
  label?: string;
}

/** "Skip to main content": hidden until focused, then shown at the top left. */
export function SkipLink({ targetId = "main", label = "Skip to main content" }: SkipLinkProps) {
  return (
    <a
      data-slot="skip-link"
      href={`#${targetId}`}
      className="sr-only rounded-md bg-primary font-semibold text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-[100] focus:px-4 focus:py-3 focus:outline-2 focus:outline-offset-2 focus:outline-accent"
    >
      {label}
    </a>
  );
}
