import { FoundationPage, FoundationSection, UsedBy } from "./FoundationPage";
import { kitTheme, lengthInPx, theme } from "./theme";
import { utilityUsage } from "./usage";

const spacing = theme.get("--spacing");
const unit = lengthInPx(spacing.value);

/** Tailwind's spacing steps up to 24 (6rem), the ones worth a bar. */
const candidates = "0.5 1 1.5 2 2.5 3 3.5 4 5 6 7 8 9 10 11 12 14 16 20 24".split(" ");
const spacePrefixes = "p px py pt pr pb pl ps pe m mx my mt mr mb ml ms me gap gap-x gap-y space-x space-y".split(" ");
const space = utilityUsage(spacePrefixes, candidates);
const size = utilityUsage(["size", "w", "h", "min-w", "min-h", "max-w", "max-h"], candidates);
const offset = utilityUsage(
  ["top", "right", "bottom", "left", "start", "end", "inset", "inset-x", "inset-y", "scroll-mt"],
  candidates,
);

/** Named steps the kit adds (`--spacing-card`), used as `p-card`, `gap-card` ... */
const named = kitTheme.group("--spacing-").map((token) => ({
  token,
  name: token.name.slice("--spacing-".length),
}));
const namedSpace = utilityUsage(
  spacePrefixes,
  named.map(({ name }) => name),
);

const steps = candidates
  .map((step) => ({ step, space: space.get(step)!, size: size.get(step)!, offset: offset.get(step)! }))
  .filter((usage) => usage.space.length + usage.size.length + usage.offset.length > 0);

/** The spacing steps the kit uses, drawn to size, and where each one is used. */
export function SpacingScale() {
  return (
    <FoundationPage
      title="Spacing"
      intro={
        <>
          One unit, <code>--spacing: {spacing.value}</code> ({unit} px), multiplied: <code>p-4</code> is 4 units of
          padding, <code>gap-6</code> 6 units between items, <code>size-11</code> an 11-unit (44 px) touch target.
        </>
      }
    >
      <FoundationSection title="Steps in use">
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card">
          {steps.map((usage) => (
            <li key={usage.step} className="grid gap-3 p-4 md:grid-cols-[10rem_1fr]" data-step={usage.step}>
              <div className="text-sm">
                <p className="font-mono font-semibold text-foreground">{usage.step}</p>
                <p className="text-muted-foreground">
                  {Number(usage.step) * unit} px · {(Number(usage.step) * unit) / 16} rem
                </p>
              </div>
              <div className="flex flex-col gap-2">
                <div
                  className="h-3 bg-accent"
                  style={{ width: `calc(${spacing.value} * ${usage.step})` }}
                  aria-hidden="true"
                />
                {usage.space.length > 0 ? <UsedBy label="Padding, margin, gaps" components={usage.space} /> : null}
                {usage.size.length > 0 ? <UsedBy label="Widths, heights" components={usage.size} /> : null}
                {usage.offset.length > 0 ? <UsedBy label="Positions" components={usage.offset} /> : null}
              </div>
            </li>
          ))}
        </ul>
      </FoundationSection>
      {named.length > 0 ? (
        <FoundationSection title="Named steps">
          <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card">
            {named.map(({ token, name }) => (
              <li key={name} className="grid gap-3 p-4 md:grid-cols-[10rem_1fr]" data-step={name}>
                <div className="text-sm">
                  <p className="font-mono font-semibold text-foreground">{name}</p>
                  <p className="text-muted-foreground">
                    {lengthInPx(token.value)} px · {token.value}
                  </p>
                </div>
                <div className="flex flex-col gap-2">
                  <div className="h-3 bg-accent" style={{ width: token.value }} aria-hidden="true" />
                  {token.note ? <p className="text-sm text-foreground">{token.note}</p> : null}
                  <UsedBy label="Padding, margin, gaps" components={namedSpace.get(name)!} />
                </div>
              </li>
            ))}
          </ul>
        </FoundationSection>
      ) : null}
    </FoundationPage>
  );
}
