import { createElement, useEffect, useState } from "react";
import { useSite } from "../lib/site";
import { loadScript, whenIdle } from "./load-script";

/** Polling interval and reveal delay of the specification. */
const assistantTiming = { pollMs: 100, revealMs: 1000, giveUpMs: 30_000 } as const;

/**
 * The voice assistant, on every page when an agent id is configured in site.yaml. Its script loads
 * once the page is idle; the widget is shown 1 s after its custom element is defined. Offline or
 * blocked, it simply never appears. (The provider's own settings control its branding: we do not
 * alter the widget.)
 */
export function VoiceAssistant() {
  const site = useSite();
  const { agentId, scriptUrl, element } = site.integrations.assistant;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!agentId) return;
    let poll: number | undefined;
    let reveal: number | undefined;
    let giveUp: number | undefined;
    const stop = () => {
      window.clearInterval(poll);
      window.clearTimeout(giveUp);
    };
    const cancelIdle = whenIdle(() => {
      loadScript(scriptUrl, "assistant").loaded.catch(stop);
      poll = window.setInterval(() => {
        if (!customElements.get(element)) return;
        stop();
        reveal = window.setTimeout(() => setVisible(true), assistantTiming.revealMs);
      }, assistantTiming.pollMs);
      giveUp = window.setTimeout(stop, assistantTiming.giveUpMs);
    });
    return () => {
      cancelIdle();
      stop();
      window.clearTimeout(reveal);
    };
  }, [agentId, scriptUrl, element]);

  if (!agentId || !visible) return null;
  return createElement(element, { "agent-id": agentId });
}
