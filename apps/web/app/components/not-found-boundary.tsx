import { useEffect, useState } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { entryAddress } from "../lib/entry-param";
import { useHydrated } from "../lib/use-hydrated";

/**
 * Servers send a section's not-found page for every unknown address below it (`/dictionary/404.html`
 * for `/dictionary/<anything>`), and that address may name an entry written another way (capitals, a
 * term's name: `/dictionary/United%20States`). A not-found screen hydrated from such a page sends the
 * visitor on to the entry's address, as the router does on a client navigation. `toId` is the
 * entry route's own (see `canonicalParam`).
 */
export function useEntryAddress(toId?: (key: string) => string): void {
  const hydrated = useHydrated();
  const [servedPage] = useState(!hydrated);
  const { id } = useParams();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const to = servedPage ? entryAddress(pathname, id, toId) : undefined;
    if (to && to !== pathname) void navigate(to + search + hash, { replace: true, preventScrollReset: true });
  }, [servedPage, id, pathname, search, hash, toId, navigate]);
}
