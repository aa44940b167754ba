import { defineCollection } from "../../../collection/define.ts";
import { fill } from "../../../collection/scaffold.ts";
import { mdxFiles } from "../../../collection/sources.ts";
import { closest } from "../../../source/edit-distance.ts";
import { slugify } from "../../../slug.ts";
import { stepSchema } from "./schema.ts";

const stepName = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const pad = (n: number) => String(n).padStart(2, "0");

/** A step's process, the number of its file and its slug, from its id (`<process>/03-signing`). */
function stepFile(id: string) {
  const [process = "", file = ""] = id.split("/");
  const [, digits = "0", slug = ""] = stepName.exec(file) ?? [];
  return { process, number: Number(digits), slug };
}

/**
 * `content/processes/<id>/steps/NN-<slug>.mdx`: the steps of each process, in the order of their
 * numbers. A lesson's body is its text; 'Go to Step N' links a dialog to the next one.
 */
export const steps = defineCollection({
  name: "steps",
  description: "Front matter of a process step (content/processes/<id>/steps/NN-<slug>.mdx)",
  source: mdxFiles("processes/*/steps/*.mdx", {
    namePattern: stepName,
    nameProblem: (name, isFolder) =>
      isFolder
        ? `folder name "${name}" is the process address: use lowercase letters, digits and hyphens`
        : `step file names look like "01-first-step.mdx" (two digits, a hyphen, a lowercase slug), found "${name}"`,
  }),
  schema: stepSchema,
  body: true,
  // A step is part of its process: the steps of a draft process are drafts too.
  partOf: (id) => ({ collection: "processes", id: stepFile(id).process }),
  finish(entries, ctx) {
    const located = entries.map((entry) => ({ ...entry, ...stepFile(entry.id) }));
    for (const step of located) {
      const hasBody = step.body.tree.length > 0;
      if (step.kind === "lesson" && !hasBody) {
        ctx.error(step, [], "a lesson needs a body below the frontmatter (or set kind: placeholder)");
      }
      if (step.kind !== "lesson" && hasBody) {
        ctx.error(
          step,
          ["kind"],
          `a ${step.kind} step has no body (its text would never be shown); make it kind: lesson or remove the text`,
        );
      }
    }
    // File numbers run 01, 02, 03 … over every step file, drafts a published build leaves out included.
    const files = [...entries, ...ctx.drafts]
      .map((entry) => entry.id)
      .sort()
      .map((id) => ({ id, ...stepFile(id) }));
    files.forEach((file, i) => {
      const first = files.findIndex((other) => other.process === file.process);
      const expected = i - first + 1;
      if (file.number === expected) return;
      ctx.error(
        file,
        [],
        file.number === files[i - 1]?.number && files[i - 1]?.process === file.process
          ? `step number ${pad(file.number)} is used twice in this process`
          : `step order has a gap: expected step ${pad(expected)} here, found ${pad(file.number)} (number steps 01, 02, 03 ...)`,
      );
    });
    // Visitors see the steps numbered in order: a draft left out leaves no gap.
    const numbered = located.map((step, i) => ({
      ...step,
      number: i - located.findIndex((other) => other.process === step.process) + 1,
    }));
    const isDialog = (step: (typeof numbered)[number] | undefined) =>
      step?.kind === "lesson" || step?.kind === "placeholder";
    return numbered.map((step, i) => {
      if (step.kind !== "lesson" && step.kind !== "placeholder") return step;
      const following = numbered[i + 1];
      const next = isDialog(following) && following!.process === step.process ? following!.number : undefined;
      return { ...step, cta: step.cta ?? `Start Step ${step.number}`, ...(next ? { next } : {}) };
    });
  },
  summary: (list) => [["process steps", list.length]],
  scaffold: {
    kind: "step",
    args: ["process-id", "title"],
    create([process, title], site) {
      const id = [process!, slugify(process!)].find((name) => site.exists(`processes/${name}/process.yaml`));
      if (!id) {
        const ids = site.entries("processes").flatMap((entry) => (entry.id ? [entry.id] : []));
        const guess = closest(slugify(process!), ids);
        return {
          refuse: `there is no process "${process}"${guess ? ` (did you mean ${guess}?)` : ""}; processes: ${ids.join(", ")}. Start a new one with \`pnpm content new process <title>\``,
        };
      }
      const numbers = site.list(`processes/${id}/steps`).flatMap((name) => {
        const digits = /^(\d+)-/.exec(name)?.[1];
        return digits ? [Number(digits)] : [];
      });
      const number = Math.max(0, ...numbers) + 1;
      if (number > 99)
        return { refuse: `processes/${id}/steps already has step ${pad(99)}: a process has at most 99 steps` };
      return {
        id: `${id}/${pad(number)}-${slugify(title!)}`,
        data: {
          kind: "lesson",
          title,
          summary: fill("Write the card's text here (what this step covers, in a sentence)."),
        },
        body: fill("Write the lesson here, in Markdown. It opens in a dialog from the step's card."),
        beforePublishing: `the process page would show step ${number} with the placeholder texts`,
        next: [
          "kind: lesson opens the text below the frontmatter in a dialog. For a step whose text is not written yet, " +
            "set kind: placeholder and delete the text (visitors see 'Content will be available soon.'); " +
            "for a link, kind: link with cta and href; for a video, kind: video with its embed.",
        ],
      };
    },
  },
  sample(write, scale) {
    for (let p = 1; p <= 7 * scale; p++) {
      const count = 3 + (p % 3);
      for (let s = 1; s <= count; s++) {
        const last = s === count;
        const frontmatter = last
          ? { kind: "link", title: `Step ${s}`, summary: write.sentence(10), cta: "Open", href: "/video-library" }
          : s % 3 === 0
            ? { kind: "placeholder", title: `Step ${s}`, summary: write.sentence(10) }
            : { kind: "lesson", title: `Step ${s}`, summary: write.sentence(10), reviewed: write.reviewed };
        write.file(
          `processes/process-${p}/steps/${pad(s)}-step-${s}.mdx`,
          write.mdx(
            frontmatter,
            frontmatter.kind === "lesson" ? `## ${write.sentence(4)}\n\n${write.body(5)}` : undefined,
          ),
        );
      }
    }
  },
});
