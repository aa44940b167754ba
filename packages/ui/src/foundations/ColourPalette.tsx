import { Badge } from "../components/badge/Badge";
import { colourPairs, type ColourPair } from "./colour-pairs";
import { contrastRatio, formatRatio, meetsAA, wcagLevel } from "./contrast";
import { FoundationPage, FoundationSection, UsedBy } from "./FoundationPage";
import { kitTheme } from "./theme";
import type { Token } from "./tokens";
import { utilityUsage } from "./usage";

const PREFIX = "--color-";
const colours = kitTheme.group(PREFIX);
const shortName = (token: Token) => token.name.slice(PREFIX.length);
const hexOf = (name: string) => kitTheme.get(`${PREFIX}${name}`).value;
const names = colours.map(shortName);

const usage = {
  Backgrounds: utilityUsage(["bg"], names),
  Text: utilityUsage(["text", "fill", "placeholder"], names),
  "Lines and outlines": utilityUsage(["border", "divide", "outline", "ring", "decoration", "shadow"], names),
};

interface MeasuredPair extends ColourPair {
  ratio: number;
}

/** Every pair the kit uses, with its ratio computed from the tokens. */
export const measuredPairs: MeasuredPair[] = colourPairs.map((pair) => ({
  ...pair,
  ratio: contrastRatio(hexOf(pair.foreground), hexOf(pair.background)),
}));

function LevelBadge({ pair }: { pair: MeasuredPair }) {
  const level = wcagLevel(pair.ratio, pair.use);
  return <Badge variant={meetsAA(pair.ratio, pair.use) ? "secondary" : "destructive"}>{level}</Badge>;
}

function Swatch({ token }: { token: Token }) {
  const name = shortName(token);
  const pairs = measuredPairs.filter((pair) => pair.foreground === name);
  const used = Object.entries(usage).filter(([, map]) => (map.get(name) ?? []).length > 0);
  return (
    <li className="grid gap-4 p-4 md:grid-cols-[5rem_16rem_1fr]" data-colour={name}>
      <div className="h-14 rounded-md border border-border" style={{ background: `var(${token.name})` }} />
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-foreground">{name}</p>
        <p className="font-mono text-sm text-muted-foreground">{token.value}</p>
        {token.note ? <p className="text-sm text-foreground">{token.note}</p> : null}
      </div>
      <div className="flex flex-col gap-2">
        {pairs.length > 0 ? (
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm" aria-label={`Contrast of ${name}`}>
            {pairs.map((pair) => (
              <li key={pair.background} className="flex items-center gap-2">
                <span className="text-muted-foreground">on {pair.background}</span>
                <span className="font-semibold text-foreground">{formatRatio(pair.ratio)}</span>
                <LevelBadge pair={pair} />
              </li>
            ))}
          </ul>
        ) : null}
        {used.map(([label, map]) => (
          <UsedBy key={label} label={label} components={map.get(name)!} />
        ))}
      </div>
    </li>
  );
}

/** How the pair looks: text for text, a control's border for `ui`, a rule for decoration. */
function PairSample({ pair, sampleText }: { pair: MeasuredPair; sampleText: string }) {
  const colours = { color: `var(${PREFIX}${pair.foreground})`, background: `var(${PREFIX}${pair.background})` };
  if (pair.use === "text" || pair.use === "large-text") {
    return (
      <div className="rounded-md border border-border px-3 py-2 font-medium" style={colours}>
        {sampleText}
      </div>
    );
  }
  return (
    <div className="flex h-10 items-center rounded-md border border-border px-3" style={colours} aria-hidden="true">
      {pair.use === "ui" ? (
        <span className="h-6 w-full rounded-md border-2" style={{ borderColor: "currentColor" }} />
      ) : (
        <span className="h-px w-full" style={{ background: "currentColor" }} />
      )}
    </div>
  );
}

const intro = (
  <>
    Calm, trustworthy navy and gold on warm off-white. Use the tokens by role, as Tailwind utilities (
    <code>bg-primary</code>, <code>text-muted-foreground</code>) or as <code>var(--color-…)</code>; never a hex value in
    a component.
  </>
);

const useLabels = { text: "Text", "large-text": "Large text", ui: "Control boundary", decorative: "Decoration" };

/** The kit's colours as swatches: value, purpose, contrast where used, and the components using it. */
export function ColourPalette() {
  return (
    <FoundationPage title="Colour" intro={intro}>
      <FoundationSection title="Tokens">
        <p className="max-w-3xl text-muted-foreground">
          A colour and its companions sit together: <code>primary</code> is a background,{" "}
          <code>primary-foreground</code> the text set on it. Each colour lists its contrast on the backgrounds it is
          used on (every pair is in the Contrast story beside this one) and the components that use it.
        </p>
        <ul className="divide-y divide-border rounded-lg border border-border bg-card">
          {colours.map((token) => (
            <Swatch key={token.name} token={token} />
          ))}
        </ul>
      </FoundationSection>
    </FoundationPage>
  );
}

/** Every foreground on every background the kit uses it on, with its ratio and WCAG level. */
export function ContrastTable({ sampleText }: { sampleText: string }) {
  return (
    <FoundationPage title="Colour contrast" intro={intro}>
      <FoundationSection title="Where each colour is used">
        <p className="max-w-3xl text-muted-foreground">
          Ratios are computed from the tokens (WCAG 2.2). Text needs 4.5:1 (AA) and reaches AAA from 7:1; the boundary
          of a control (a field's border, the focus outline, an icon that carries meaning) needs 3:1; decoration such as
          dividers needs none. This story's test fails when a pair falls below its level.
        </p>
        <div className="overflow-x-auto rounded-lg border border-border bg-card">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">Contrast of each colour pair the kit uses</caption>
            <thead className="border-b border-border text-foreground">
              <tr>
                {["Sample", "Colour on background", "Used for", "Ratio", "Level"].map((heading) => (
                  <th key={heading} scope="col" className="p-3 font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {measuredPairs.map((pair) => (
                <tr key={`${pair.foreground}/${pair.background}`} data-pair={`${pair.foreground}/${pair.background}`}>
                  <td className="w-56 p-3">
                    <PairSample pair={pair} sampleText={sampleText} />
                  </td>
                  <td className="p-3 text-foreground">
                    <span className="font-semibold">{pair.foreground}</span> on {pair.background}
                  </td>
                  <td className="p-3 text-muted-foreground">
                    {useLabels[pair.use]}: {pair.where}
                  </td>
                  <td className="p-3 font-semibold text-foreground">{formatRatio(pair.ratio)}</td>
                  <td className="p-3">
                    <LevelBadge pair={pair} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </FoundationSection>
    </FoundationPage>
  );
}
