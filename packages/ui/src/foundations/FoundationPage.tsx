import type { ReactNode } from "react";

/** The frame of a Foundations page: its title, what it is for and where the values come from. */
export function FoundationPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 p-6 md:p-10">
      <header className="flex flex-col gap-3">
        <p className="text-sm font-semibold tracking-[0.14em] text-accent-strong uppercase">Foundations</p>
        <h1 className="font-display text-4xl font-semibold text-primary">{title}</h1>
        <div className="max-w-3xl text-lg leading-relaxed text-muted-foreground">{intro}</div>
        <p className="text-sm text-muted-foreground">
          Generated from <code className="rounded-sm bg-secondary px-1.5 py-0.5">packages/ui/src/styles/index.css</code>{" "}
          (and Tailwind's defaults it builds on): change a token there and this page follows.
        </p>
      </header>
      {children}
    </div>
  );
}

export function FoundationSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4">
      <h2 className="font-display text-2xl font-semibold text-primary">{title}</h2>
      {children}
    </section>
  );
}

/** "Used by Button, Card" — or that nothing in the kit uses it. */
export function UsedBy({ label = "Used by", components }: { label?: string; components: string[] }) {
  return (
    <p className="text-sm text-muted-foreground">
      <span className="font-semibold text-foreground">{label}:</span>{" "}
      {components.length > 0 ? components.join(", ") : "nothing in the kit yet"}
    </p>
  );
}
