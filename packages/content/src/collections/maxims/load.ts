import type { LoadContext } from "../../manifest/context.ts";
import { maximsSchema, type Maxim } from "./schema.ts";

export function loadMaxims(ctx: LoadContext): Maxim[] | undefined {
  const source = ctx.readYaml("maxims.yaml");
  return source && ctx.validate(maximsSchema, source);
}
