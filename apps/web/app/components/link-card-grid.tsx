import type { Page } from "@site/content";
import { Button, Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@site/ui";
import { notIndexed } from "../search/indexing";

/** Cards that each lead somewhere, from a page's `cards` list. */
export function LinkCardGrid({ cards }: { cards: Page<"work-with-us" | "resources">["cards"] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {cards.map((card) => (
        <li key={card.href + card.title}>
          <Card className="h-full">
            <CardHeader>
              <CardTitle as="h2">{card.title}</CardTitle>
              <CardDescription>{card.description}</CardDescription>
            </CardHeader>
            <CardFooter {...notIndexed}>
              <Button href={card.href} className="w-full">
                {card.cta}
              </Button>
            </CardFooter>
          </Card>
        </li>
      ))}
    </ul>
  );
}
