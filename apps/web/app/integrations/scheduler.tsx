import { Button } from "@site/ui";
import { useEffect, useId, useState } from "react";
import { withEmailBreaks } from "../lib/email-breaks";
import { useSite } from "../lib/site";
import { useHydrated } from "../lib/use-hydrated";
import { loadScript } from "./load-script";
import { WriteToUs } from "./write-to-us";

type CalApi = ((...args: unknown[]) => void) & { q: unknown[][]; ns: Record<string, CalApi>; loaded?: boolean };

declare global {
  interface Window {
    Cal?: CalApi;
  }
}

/** A function that queues its calls for the scheduler's script to run once it has loaded. */
function callQueue(): CalApi {
  const api = ((...args: unknown[]) => void api.q.push(args)) as CalApi;
  api.q = [];
  return api;
}

/** The scheduler's command queue (as in its embed snippet); the script itself is added by us so we can remove it. */
function installCalQueue(): CalApi {
  const cal = ((...args: unknown[]) => {
    if (args[0] === "init" && typeof args[1] === "string") {
      (cal.ns[args[1]] ??= callQueue()).q.push(args);
      cal.q.push(["initNamespace", args[1]]);
    } else cal.q.push(args);
  }) as CalApi;
  cal.q = [];
  cal.ns = {};
  cal.loaded = true;
  return cal;
}

/** How long an opened scheduler may take to draw before the visitor is offered the email instead. */
export const schedulerGiveUpMs = 20_000;

type Status = "idle" | "open" | "ready" | "failed" | "silent";

function WriteToBook({ reason }: { reason: string }) {
  return (
    <p role="alert" className="mt-4 rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-foreground">
      {reason} <WriteToUs>to book your consultation.</WriteToUs>
    </p>
  );
}

/**
 * The consultation scheduler: its script is added when the screen is entered and removed when the
 * visitor leaves; the button opens the month view of the consultation event inline (without
 * JavaScript it is a link to the event's booking page on the scheduler's site). A script that
 * loads but never draws (blocked frame, broken release) is given up on after a stated time.
 */
export function Scheduler({ label }: { label: string }) {
  const site = useSite();
  const { calLink, namespace, layout, origin, scriptUrl } = site.integrations.scheduler;
  const [status, setStatus] = useState<Status>("idle");
  const hydrated = useHydrated();
  const containerId = `scheduler-${useId().replace(/:/g, "")}`;

  useEffect(() => {
    if (!calLink) return;
    window.Cal = installCalQueue();
    window.Cal("init", namespace, { origin });
    const { element, loaded } = loadScript(scriptUrl, "scheduler");
    loaded.catch(() => setStatus("failed"));
    return () => {
      element.remove();
      delete window.Cal;
    };
  }, [calLink, namespace, origin, scriptUrl]);

  const opened = status === "open";
  useEffect(() => {
    if (!opened || !calLink || !window.Cal) return;
    let active = true;
    const settle = (next: Status) => () => {
      if (active) setStatus((current) => (current === "open" ? next : current));
    };
    const api = window.Cal.ns[namespace];
    api?.("on", { action: "linkReady", callback: settle("ready") });
    api?.("on", { action: "linkFailed", callback: settle("failed") });
    api?.("inline", { elementOrSelector: `#${containerId}`, calLink, config: { layout } });
    api?.("ui", { hideEventTypeDetails: false, layout });
    const giveUp = window.setTimeout(settle("silent"), schedulerGiveUpMs);
    return () => {
      active = false;
      window.clearTimeout(giveUp);
    };
  }, [opened, calLink, namespace, layout, containerId]);

  if (!calLink) {
    return (
      <p className="rounded-lg border border-border bg-muted p-4 text-foreground">
        Online scheduling is not available yet. Write to{" "}
        <a className="font-medium text-primary underline" href={`mailto:${site.contact.email}`}>
          {withEmailBreaks(site.contact.email)}
        </a>{" "}
        to book your {site.consultation.minutes}-minute consultation.
      </p>
    );
  }
  return (
    <div>
      {status === "idle" ? (
        hydrated ? (
          <Button size="lg" onClick={() => setStatus("open")}>
            {label}
          </Button>
        ) : (
          // Until the page's scripts run (and without them) the widget cannot open here: the same
          // label leads to the scheduler's own booking page.
          <Button size="lg" href={`${origin}/${calLink}`}>
            {label}
          </Button>
        )
      ) : null}
      {status === "failed" ? <WriteToBook reason="The scheduler could not be loaded." /> : null}
      {status === "silent" ? <WriteToBook reason="The scheduler did not respond." /> : null}
      {status === "open" || status === "ready" ? (
        <div
          id={containerId}
          aria-label="Consultation scheduler"
          role="region"
          className="mt-6 min-h-[640px] w-full overflow-auto rounded-lg border border-border bg-card"
        >
          {status === "open" ? (
            <p className="p-6 text-muted-foreground">
              Loading the scheduler… (this can take up to {schedulerGiveUpMs / 1000} seconds)
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
