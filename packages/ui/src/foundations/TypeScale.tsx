import { useLayoutEffect, useRef, useState } from "react";
import { FoundationPage, FoundationSection, UsedBy } from "./FoundationPage";
import { kitTheme, theme } from "./theme";
import { utilityUsage } from "./usage";

const families = kitTheme.group("--font-");

const steps = theme
  .group("--text-")
  .filter((token) => !token.name.includes("--line-height") && !token.name.startsWith("--text-shadow"))
  .map((token) => ({ step: token.name.slice("--text-".length), size: token }));
const stepUsage = utilityUsage(
  ["text"],
  steps.map(({ step }) => step),
);
/** The steps the kit uses, smallest first. */
const usedSteps = steps.filter(({ step }) => stepUsage.get(step)!.length > 0);

const weights = theme.group("--font-weight-").map((token) => token.name.slice("--font-weight-".length));
const weightUsage = utilityUsage(["font"], weights);

function Step({ step, size, sample }: { step: string; size: { name: string; value: string }; sample: string }) {
  const lineHeight = theme.group(`--text-${step}--line-height`)[0]?.value;
  const style = { fontSize: size.value, lineHeight };
  // The size and line height as rendered, in CSS pixels.
  const ref = useRef<HTMLParagraphElement>(null);
  const [metrics, setMetrics] = useState<string>();
  useLayoutEffect(() => {
    const rendered = getComputedStyle(ref.current!);
    setMetrics(`${parseFloat(rendered.fontSize)}px / ${Math.round(parseFloat(rendered.lineHeight))}px`);
  }, []);
  return (
    <li className="grid gap-4 border-t border-border py-5 md:grid-cols-[12rem_1fr]" data-step={step}>
      <div className="flex flex-col gap-1 text-sm">
        <p className="font-mono font-semibold text-foreground">text-{step}</p>
        <p className="text-muted-foreground">
          {size.value} · {metrics}
        </p>
        <UsedBy components={stepUsage.get(step)!} />
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <p ref={ref} className="font-display font-semibold text-primary" style={style}>
          {sample}
        </p>
        <p className="text-foreground" style={style}>
          {sample}
        </p>
      </div>
    </li>
  );
}

/** The kit's fonts and the steps of the type scale it uses, each set in real text. */
export function TypeScale({ sample, paragraph }: { sample: string; paragraph: string }) {
  return (
    <FoundationPage
      title="Typography"
      intro={
        <>
          A serif for headings, the reader's system sans-serif for everything else: no web fonts to download. Sizes are
          Tailwind's scale (<code>text-sm</code> … <code>text-5xl</code>); each step sets its own line height.
        </>
      }
    >
      <FoundationSection title="Families">
        <ul className="grid gap-4 md:grid-cols-2">
          {families.map((token) => (
            <li key={token.name} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-5">
              <p className="font-mono text-sm font-semibold text-foreground">{token.name}</p>
              <p className="text-3xl text-primary" style={{ fontFamily: token.value }}>
                {sample}
              </p>
              <p className="leading-relaxed text-foreground" style={{ fontFamily: token.value }}>
                {paragraph}
              </p>
              <p className="font-mono text-xs break-words text-muted-foreground">{token.value}</p>
            </li>
          ))}
        </ul>
      </FoundationSection>

      <FoundationSection title="Scale">
        <p className="max-w-3xl text-muted-foreground">
          The steps the kit uses, in the heading serif and in the text sans-serif, with the size and line height the
          browser computed. Headings step up at the <code>md</code> breakpoint (768 px), e.g.{" "}
          <code>text-3xl md:text-5xl</code> for a page title.
        </p>
        <ul className="flex flex-col">
          {usedSteps.map(({ step, size }) => (
            <Step key={step} step={step} size={size} sample={sample} />
          ))}
        </ul>
      </FoundationSection>

      <FoundationSection title="Weights">
        <ul className="flex flex-col gap-3">
          {weights
            .filter((weight) => weightUsage.get(weight)!.length > 0)
            .map((weight) => (
              <li key={weight} className="grid gap-2 md:grid-cols-[12rem_1fr]">
                <p className="font-mono text-sm text-foreground">
                  font-{weight} · {theme.get(`--font-weight-${weight}`).value}
                </p>
                <div>
                  <p
                    className="text-lg text-foreground"
                    style={{ fontWeight: Number(theme.get(`--font-weight-${weight}`).value) }}
                  >
                    {sample}
                  </p>
                  <UsedBy components={weightUsage.get(weight)!} />
                </div>
              </li>
            ))}
        </ul>
      </FoundationSection>
    </FoundationPage>
  );
}
