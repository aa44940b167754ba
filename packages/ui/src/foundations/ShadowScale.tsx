import { FoundationPage, FoundationSection, UsedBy } from "./FoundationPage";
import { theme } from "./theme";
import { utilityUsage } from "./usage";

const shadows = theme.group("--shadow-").map((token) => ({ step: token.name.slice("--shadow-".length), token }));
const usage = utilityUsage(
  ["shadow"],
  shadows.map(({ step }) => step),
);
const tints = utilityUsage(["shadow"], ["primary"]);

/** The elevations the kit uses, on the page background, and where each one is used. */
export function ShadowScale() {
  return (
    <FoundationPage
      title="Shadows"
      intro={
        <>
          Elevation is quiet: cards and buttons barely lift (<code>shadow-xs</code>, <code>shadow-sm</code>), menus and
          toasts float (<code>shadow-lg</code>) and dialogs stand over the page (<code>shadow-2xl</code>). The kit tints
          its shadows navy (<code>shadow-primary/10</code>) so they read warm rather than grey.
        </>
      }
    >
      <FoundationSection title="Steps in use">
        <ul className="grid gap-8 bg-background p-2 sm:grid-cols-2 lg:grid-cols-3">
          {shadows
            .filter(({ step }) => usage.get(step)!.length > 0)
            .map(({ step, token }) => (
              <li key={step} className="flex flex-col gap-3" data-shadow={step}>
                <div className="h-24 rounded-lg border border-border bg-card" style={{ boxShadow: token.value }} />
                <p className="font-mono text-sm font-semibold text-foreground">shadow-{step}</p>
                <p className="font-mono text-xs break-words text-muted-foreground">{token.value}</p>
                <UsedBy components={usage.get(step)!} />
              </li>
            ))}
        </ul>
        <UsedBy label="Tinted navy (shadow-primary/…)" components={tints.get("primary")!} />
      </FoundationSection>
    </FoundationPage>
  );
}
