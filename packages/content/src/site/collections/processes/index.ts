import { defineCollection } from "../../../collection/define.ts";
import { warnLongDescription } from "../../../collection/description-length.ts";
import { fill, numbersOf } from "../../../collection/scaffold.ts";
import { yamlFiles } from "../../../collection/sources.ts";
import { slugify } from "../../../slug.ts";
import { processSchema } from "./schema.ts";

/** `content/processes/<id>/process.yaml`: the DIY processes, each at /diy-processes/<id>, with its steps beside it. */
export const processes = defineCollection({
  name: "processes",
  description: "A DIY process (content/processes/<process-id>/process.yaml): the folder name is its address",
  source: yamlFiles("processes/*/process.yaml", {
    nameProblem: (name) => `folder name "${name}" is the process address: use lowercase letters, digits and hyphens`,
    empty: "no processes: add processes/<id>/process.yaml",
  }),
  schema: processSchema,
  finish(list, ctx) {
    const steps = ctx.index.idsOf("steps") ?? new Set<string>();
    for (const process of list) {
      warnLongDescription(ctx, process);
      if (![...steps].some((id) => id.startsWith(`${process.id}/`))) {
        ctx.error(process, [], "a process needs at least one step: add steps/01-<slug>.mdx beside process.yaml");
      }
    }
    // Orders run 1, 2, 3 … over every process, drafts a published build leaves out included.
    const all = [...list, ...(ctx.drafts as typeof list)];
    const byOrder = new Map<number, string>();
    for (const process of all) {
      const clash = byOrder.get(process.order);
      if (clash) ctx.error(process, ["order"], `order ${process.order} is already used by process "${clash}"`);
      else byOrder.set(process.order, process.id);
    }
    [...all]
      .sort((a, b) => a.order - b.order)
      .forEach((process, i) => {
        if (process.order !== i + 1 && byOrder.get(process.order) === process.id) {
          ctx.error(
            process,
            ["order"],
            `order ${process.order} leaves a gap: processes must be numbered 1, 2, 3 ... (expected ${i + 1})`,
          );
        }
      });
    // Visitors see the processes numbered in order: a draft left out leaves no gap.
    return [...list].sort((a, b) => a.order - b.order).map((process, i) => ({ ...process, order: i + 1 }));
  },
  page: { path: "/diy-processes/:id" },
  // The address the original site's process records carried.
  redirect: { path: "/diy/:id" },
  summary: (list) => [["DIY processes", list.length]],
  scaffold: {
    kind: "process",
    args: ["title"],
    create([title], site) {
      const id = slugify(title!);
      if (site.exists(`processes/${id}`)) {
        return {
          refuse: `a folder processes/${id} already exists: choose another title, or add a step to it with \`pnpm content new step ${id} <title>\``,
        };
      }
      return {
        id,
        data: {
          title,
          description: fill("Describe here in a sentence or two what the process achieves and for whom."),
          timeEstimate: fill("How long it takes, e.g. 2 weeks"),
          templates: [],
          order: Math.max(0, ...numbersOf(site.entries("processes"), "order")) + 1,
          learn: [fill("Write here one thing a visitor will learn.")],
        },
        with: [{ kind: "step", args: [id, "First step"] }],
        beforePublishing: "the process card on /diy-processes and its page would show the placeholder texts",
        next: [
          "templates: list the documents of documents.yaml the process uses, by id, e.g. [affidavit-template].",
          "order: its place among the processes on /diy-processes (the new one comes last).",
          `The first step is titled "First step": give it its real title (visitors never see its file name).`,
          `Add more steps with \`pnpm content new step ${id} <title>\`.`,
        ],
      };
    },
  },
  sample(write, scale) {
    for (let p = 1; p <= 7 * scale; p++) {
      write.file(
        `processes/process-${p}/process.yaml`,
        write.yaml({
          title: `Process ${p}: ${write.sentence(4)}`,
          description: write.sentence(16),
          timeEstimate: "1 day",
          templates: Array.from({ length: 1 + (p % 3) }, (_, t) => `document-${1 + ((p + t) % 5)}-1`),
          order: p,
          learn: [write.sentence(6), write.sentence(6)],
        }),
      );
    }
  },
});
