import type { ReactNode } from "react";
import { withEmailBreaks } from "../lib/email-breaks";
import { useSite } from "../lib/site";

/** "Write to <the site's address> …": what an integration offers when it cannot do its job. */
export function WriteToUs({ children }: { children: ReactNode }) {
  const site = useSite();
  return (
    <>
      Write to{" "}
      <a className="font-medium text-primary underline" href={`mailto:${site.contact.email}`}>
        {withEmailBreaks(site.contact.email)}
      </a>{" "}
      {children}
    </>
  );
}
