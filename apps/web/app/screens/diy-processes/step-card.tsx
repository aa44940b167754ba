import { Button, Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@site/ui";
import { notIndexed } from "../../search/indexing";
import type { PageStep } from "./route-data.server";
import { DraftBadge } from "../../components/editorial/draft-badge";

/**
 * A step's card. Its button follows the step's link, or goes to the step's lesson in the page
 * (`#step-N`), which with JavaScript opens as a dialog instead: it is a link either way, never dead.
 */
export function StepCard({ step, onOpen }: { step: PageStep; onOpen(): void }) {
  return (
    <Card className="h-full">
      <CardHeader>
        <p className="text-sm font-semibold tracking-wide text-accent-strong uppercase">Step {step.number}</p>
        <CardTitle as="h3">
          {step.title}
          <DraftBadge draft={step.draft} />
        </CardTitle>
        {step.summary ? <CardDescription>{step.summary}</CardDescription> : null}
      </CardHeader>
      <CardFooter {...notIndexed}>
        {step.kind === "link" ? (
          <Button href={step.href} className="w-full sm:w-auto">
            {step.cta}
          </Button>
        ) : (
          <Button
            href={`#step-${step.number}`}
            aria-haspopup="dialog"
            className="w-full sm:w-auto"
            onClick={(event) => {
              event.preventDefault();
              onOpen();
            }}
          >
            {step.cta}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
