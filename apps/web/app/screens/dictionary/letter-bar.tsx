const alphabet = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];

/** The letter a term is filed under (accents dropped: "Écrit" under E); none for a digit or symbol. */
export function letterOf(term: string): string | undefined {
  const first = term.normalize("NFD").charAt(0).toUpperCase();
  return alphabet.includes(first) ? first : undefined;
}

/** The anchor of a letter's first term on the page. */
export const letterAnchor = (letter: string) => `letter-${letter.toLowerCase()}`;

/** The keys of the first item under each letter, in a list in alphabetical order. */
export function firstOfEachLetter<T>(items: readonly T[], name: (item: T) => string): Map<string, T> {
  const firsts = new Map<string, T>();
  for (const item of items) {
    const letter = letterOf(name(item));
    if (letter && !firsts.has(letter)) firsts.set(letter, item);
  }
  return firsts;
}

/**
 * A–Z over a long list: each letter with items shown is a link to the first of them (plain anchors,
 * so it works without JavaScript); a letter with none is text. It stays at the top of the window
 * while the list scrolls under it, and on a narrow screen scrolls sideways in one row.
 */
export function LetterBar({ letters, label }: { letters: ReadonlySet<string>; label: string }) {
  return (
    <nav aria-label={label} className="sticky top-0 z-10 -mx-2 mt-6 bg-background/95 px-2 py-2 backdrop-blur-sm">
      <ul className="flex overflow-x-auto">
        {alphabet.map((letter) => (
          <li key={letter} className="flex-1">
            {letters.has(letter) ? (
              <a
                href={`#${letterAnchor(letter)}`}
                className="flex h-10 min-w-8 items-center justify-center rounded-md font-display text-lg font-semibold text-primary hover:bg-secondary focus-visible:outline-2 focus-visible:outline-ring"
              >
                {letter}
              </a>
            ) : (
              <span className="flex h-10 min-w-8 items-center justify-center text-lg text-muted-foreground">
                {letter}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
