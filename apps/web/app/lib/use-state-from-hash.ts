import { useState, type Dispatch, type SetStateAction } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "./use-hydrated";

const decode = (fragment: string) => {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
};

/**
 * State that an address's #fragment can set: `fromHash` turns the fragment's id into a value, or
 * `undefined` when the id means nothing here. Every navigation to such an address sets it again
 * (following a search result twice opens the place twice), and in between the page owns it.
 * The prerendered page has no fragment, so it applies once the page is live.
 */
export function useStateFromHash<T>(
  initial: T,
  fromHash: (id: string) => T | undefined,
): [T, Dispatch<SetStateAction<T>>] {
  const { hash, key } = useLocation();
  const live = useHydrated();
  const [value, setValue] = useState(initial);
  const [followed, setFollowed] = useState<string | null>(null);
  const fromAddress = live && hash.length > 1 ? fromHash(decode(hash.slice(1))) : undefined;
  if (fromAddress !== undefined && key !== followed) {
    // Adjusting state while rendering: the address changed, so the page shows what it points at.
    setFollowed(key);
    setValue(fromAddress);
  }
  return [value, setValue];
}
