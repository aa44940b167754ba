import { useCallback, useState } from "react";

interface Typed {
  /** What the field shows. */
  text: string;
  /** Texts sent to the address that it has not shown yet, oldest first. */
  pending: string[];
  /** The address's text at the last render. */
  seen: string;
}

/**
 * The text of a field that lives in the address (`?q=`). The field shows what was typed at once and
 * the address follows: a navigation is asynchronous, and a field that waited for it would lose the
 * keys typed meanwhile ("a b" typed quickly became "ab"). When the address changes for another
 * reason (Back, a link, the page hydrating with `?q=`), the field takes its text.
 */
export function useTextInAddress(inAddress: string, write: (text: string) => void): [string, (text: string) => void] {
  const [typed, setTyped] = useState<Typed>({ text: inAddress, pending: [], seen: inAddress });
  let shown = typed;
  if (inAddress !== typed.seen) {
    const ours = typed.pending.indexOf(inAddress);
    shown =
      ours >= 0
        ? { text: typed.text, pending: typed.pending.slice(ours + 1), seen: inAddress }
        : { text: inAddress, pending: [], seen: inAddress };
  } else if (typed.pending.length > 0 && typed.text === inAddress) {
    // Back where the address already is (typed, then erased): a navigation that never happened is not awaited.
    shown = { ...typed, pending: [] };
  }
  if (shown !== typed) setTyped(shown);

  const setText = useCallback(
    (text: string) => {
      setTyped((current) => ({ ...current, text, pending: [...current.pending, text] }));
      write(text);
    },
    [write],
  );
  return [shown.text, setText];
}
