import { Card, CardContent, FadeIn } from "@site/ui";
import type { Route } from "./+types/route";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";
import { DraftBadge } from "../../components/editorial/draft-badge";

/** Cards fade in one after another: 600 ms, then 100 ms more per card. */
export const maximFadeDelay = (index: number) => 600 + 100 * index;

/** Ten numbered maxims, then the closing words on a navy panel. */
export function MaximsView({ head, maxims, closing }: Route.ComponentProps["loaderData"]) {
  return (
    <PageLayout head={head}>
      <ol className="grid gap-6 md:grid-cols-2">
        {maxims.map((maxim, index) => (
          <li key={maxim.id} id={maxim.id} className="scroll-mt-24">
            <FadeIn delayMs={maximFadeDelay(index)} className="h-full">
              <Card className="h-full">
                <CardContent>
                  <p className="font-display text-sm font-semibold tracking-wide text-accent-strong">
                    Maxim {index + 1}
                  </p>
                  <h2 className="mt-2 font-display text-xl font-semibold text-primary">
                    {maxim.title}
                    <DraftBadge draft={maxim.draft} />
                  </h2>
                  <p lang="la" className="mt-2 font-display text-lg text-foreground italic">
                    {maxim.legalMaxim}
                  </p>
                  <p className="mt-3 text-foreground">{maxim.description}</p>
                  <p className="mt-4 text-sm text-muted-foreground">
                    <span className="font-medium text-foreground">Authorities:</span> {maxim.authorities}
                  </p>
                </CardContent>
              </Card>
            </FadeIn>
          </li>
        ))}
      </ol>
      {closing ? (
        <section aria-label="Closing" className="mt-16 rounded-lg bg-primary p-8 text-primary-foreground md:p-12">
          <PageBody html={closing} tone="inverse" className="mx-auto" />
        </section>
      ) : null}
    </PageLayout>
  );
}
