import { Button, Card, CardDescription, CardFooter, CardHeader, CardTitle, Section } from "@site/ui";
import type { Route } from "./+types/route";
import { PageActions } from "../../components/page-actions";
import { PageBody } from "../../components/page-body";
import { PageLayout } from "../../components/page-layout";

type ServiceItem = Route.ComponentProps["loaderData"]["coreServices"]["items"][number];

/** Items without a group first, then each group under its own heading, in content order. */
function groupItems(items: readonly ServiceItem[]): { group?: string; items: ServiceItem[] }[] {
  const groups: { group?: string; items: ServiceItem[] }[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && last.group === item.group) last.items.push(item);
    else groups.push({ ...(item.group ? { group: item.group } : {}), items: [item] });
  }
  return groups;
}

/**
 * What the group offers: an introduction, then the core services, each leading to its page, and a
 * service with a DIY process to that process too (so every service page is a click away).
 */
export function ServicesView({ head, body, actions, coreServices }: Route.ComponentProps["loaderData"]) {
  return (
    <PageLayout head={head}>
      <PageBody html={body} />
      <PageActions actions={actions} className="mt-8" />
      <Section id="core-services" className="mt-14" aria-labelledby="core-services-heading">
        <h2 id="core-services-heading" className="font-display text-2xl font-semibold text-primary md:text-3xl">
          {coreServices.heading}
        </h2>
        {groupItems(coreServices.items).map(({ group, items }) => (
          <div key={group ?? items[0]?.title} className="mt-8">
            {group ? <h3 className="mb-4 font-display text-xl font-semibold text-foreground">{group}</h3> : null}
            <ul className="grid gap-4 md:grid-cols-2">
              {items.map((item) => (
                <li key={item.title}>
                  <Card className="h-full">
                    <CardHeader>
                      {/* Under its group's h3, or straight under the section's h2. */}
                      <CardTitle as={group ? "h4" : "h3"}>{item.title}</CardTitle>
                      {item.description ? <CardDescription>{item.description}</CardDescription> : null}
                    </CardHeader>
                    <CardFooter>
                      <Button href={item.href} variant="outline" size="sm">
                        Learn more<span className="sr-only"> about {item.title}</span>
                      </Button>
                      {item.process ? (
                        <Button
                          href={item.process}
                          variant="secondary"
                          size="sm"
                          aria-label={`Do it yourself: ${item.title}`}
                        >
                          Do it yourself
                        </Button>
                      ) : null}
                    </CardFooter>
                  </Card>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Section>
    </PageLayout>
  );
}
