import { useLayoutEffect, useRef, useState } from "react";
import { FoundationPage, FoundationSection, UsedBy } from "./FoundationPage";
import { kitTheme } from "./theme";
import type { Token } from "./tokens";
import { utilityUsage } from "./usage";

const base = kitTheme.get("--radius");
const radii = kitTheme.group("--radius-");
const steps = radii.map((token) => token.name.slice("--radius-".length));
const usage = utilityUsage(["rounded"], [...steps, "full"]);

/** A token's radius, drawn, with the length the browser computed from it. */
function Radius({ token }: { token: Token }) {
  const ref = useRef<HTMLDivElement>(null);
  const [computed, setComputed] = useState<string>();
  useLayoutEffect(() => {
    if (ref.current) setComputed(getComputedStyle(ref.current).borderTopLeftRadius);
  }, []);
  const step = token.name.slice("--radius-".length);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-card p-5" data-radius={step}>
      <div
        ref={ref}
        className="h-24 border-2 border-primary bg-secondary"
        style={{ borderRadius: `var(${token.name})` }}
      />
      <p className="font-mono text-sm font-semibold text-foreground">rounded-{step}</p>
      <p className="font-mono text-sm text-muted-foreground">
        {token.name}: {token.value} = {computed}
      </p>
      <UsedBy components={usage.get(step)!} />
    </li>
  );
}

/** The kit's corner radii, drawn, with the value the browser computed and where each is used. */
export function RadiusScale() {
  return (
    <FoundationPage
      title="Radii"
      intro={
        <>
          Corners derive from one token, <code>--radius: {base.value}</code>: small controls are a little tighter,
          panels a little rounder. Pills (<code>rounded-full</code>) are for badges and round icons.
        </>
      }
    >
      <FoundationSection title="Steps">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {radii.map((token) => (
            <Radius key={token.name} token={token} />
          ))}
          <li className="flex flex-col gap-3 rounded-lg border border-border bg-card p-5" data-radius="full">
            <div className="h-24 rounded-full border-2 border-primary bg-secondary" />
            <p className="font-mono text-sm font-semibold text-foreground">rounded-full</p>
            <p className="font-mono text-sm text-muted-foreground">a pill: half the height, whatever the height</p>
            <UsedBy components={usage.get("full")!} />
          </li>
        </ul>
      </FoundationSection>
    </FoundationPage>
  );
}
