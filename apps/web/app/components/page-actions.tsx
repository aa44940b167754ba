import type { Action } from "@site/content";
import { Button, cn } from "@site/ui";
import { notIndexed } from "../search/indexing";

/** A row of page buttons from content: the first is the primary action. */
export function PageActions({ actions, className }: { actions: readonly Action[]; className?: string }) {
  if (actions.length === 0) return null;
  return (
    <div className={cn("flex flex-wrap gap-3", className)} {...notIndexed}>
      {actions.map((action, i) => (
        <Button key={action.href + action.label} href={action.href} variant={i === 0 ? "default" : "outline"}>
          {action.label}
        </Button>
      ))}
    </div>
  );
}
