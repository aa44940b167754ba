import type { Action } from "../../schemas-common.ts";
import type { LoadContext } from "../../manifest/context.ts";
import { checkMdxBody, mdxKey } from "../mdx-body.ts";
import type { SiteConfig } from "../site/schema.ts";
import { parseEmbed, type VideoEmbed } from "../videos/embed.ts";
import { processSchema, stepSchema } from "./schema.ts";
import { locate, type YamlSource } from "../../source/yaml.ts";

interface StepBase {
  /** 1-based position, from the file name's NN prefix. */
  number: number;
  slug: string;
  title: string;
  summary?: string;
  cta: string;
}

/** Dialog steps: 'Go to Step N' opens `next` when the following step is a dialog too. */
export type Step = StepBase &
  (
    | { kind: "lesson"; body: string; next?: number; complete?: Action }
    | { kind: "placeholder"; next?: number; complete?: Action }
    | { kind: "link"; href: string }
    | { kind: "video"; video?: VideoEmbed }
  );

export interface Process {
  id: string;
  title: string;
  description: string;
  timeEstimate: string;
  templates: number;
  order: number;
  learn: string[];
  steps: Step[];
}

const idPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const stepFilePattern = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.mdx$/;

export function loadProcesses(ctx: LoadContext, site: SiteConfig): Process[] | undefined {
  const ids = ctx.list("processes", (_, isDirectory) => isDirectory);
  const processes: Process[] = [];
  let ok = true;
  const orders = new Map<number, string>();
  const sources = new Map<string, YamlSource>();
  for (const id of ids) {
    if (!idPattern.test(id)) {
      ctx.issues.error(
        ctx.file(`processes/${id}`),
        `folder name "${id}" is the process address: use lowercase letters, digits and hyphens`,
      );
      ok = false;
      continue;
    }
    const source = ctx.readYaml(`processes/${id}/process.yaml`);
    const data = source && ctx.validate(processSchema, source);
    const steps = loadSteps(ctx, site, id);
    if (!source || !data || !steps) {
      ok = false;
      continue;
    }
    const clash = orders.get(data.order);
    if (clash) ctx.error(source, ["order"], `order ${data.order} is already used by process "${clash}"`);
    orders.set(data.order, id);
    sources.set(id, source);
    processes.push({ id, ...data, steps });
  }
  if (ids.length === 0) ctx.issues.error(ctx.file("processes"), "no processes: add processes/<id>/process.yaml");
  if (!ok) return undefined;
  processes.sort((a, b) => a.order - b.order);
  let numbered = true;
  processes.forEach((process, i) => {
    const source = sources.get(process.id)!;
    if (process.order !== i + 1 && orders.get(process.order) === process.id) {
      ctx.error(
        source,
        ["order"],
        `order ${process.order} leaves a gap: processes must be numbered 1, 2, 3 ... (expected ${i + 1})`,
      );
      numbered = false;
    }
  });
  return numbered ? processes : undefined;
}

function loadSteps(ctx: LoadContext, site: SiteConfig, processId: string): Step[] | undefined {
  const folder = `processes/${processId}/steps`;
  const names = ctx.list(folder, (name, isDirectory) => !isDirectory);
  if (names.length === 0) {
    ctx.issues.error(ctx.file(folder), "a process needs at least one step: add steps/01-<slug>.mdx");
    return undefined;
  }
  let ok = true;
  const parsed: { number: number; slug: string; file: string }[] = [];
  for (const name of names) {
    const match = stepFilePattern.exec(name);
    if (!match) {
      ctx.issues.error(
        ctx.file(`${folder}/${name}`),
        `step file names look like "01-first-step.mdx" (two digits, a hyphen, a lowercase slug), found "${name}"`,
      );
      ok = false;
      continue;
    }
    parsed.push({ number: Number(match[1]), slug: match[2]!, file: `${folder}/${name}` });
  }
  parsed.forEach((step, i) => {
    if (step.number !== i + 1) {
      ctx.issues.error(
        ctx.file(step.file),
        step.number === parsed[i - 1]?.number
          ? `step number ${String(step.number).padStart(2, "0")} is used twice in this process`
          : `step order has a gap: expected step ${String(i + 1).padStart(2, "0")} here, found ${String(step.number).padStart(2, "0")} (number steps 01, 02, 03 ...)`,
      );
      ok = false;
    }
  });

  const frontmatters = parsed.map((step) => {
    const mdx = ctx.readMdx(step.file);
    const data = mdx && ctx.validate(stepSchema, mdx.frontmatter);
    if (!mdx || !data) {
      ok = false;
      return undefined;
    }
    checkMdxBody(ctx, mdx, site);
    if (data.kind === "lesson" && mdx.isEmpty) {
      ctx.issues.error(mdx.file, "a lesson needs a body below the frontmatter (or set kind: placeholder)", { line: 1 });
      ok = false;
    }
    if (data.kind !== "lesson" && !mdx.isEmpty) {
      ctx.issues.error(
        mdx.file,
        `a ${data.kind} step has no body (its text would never be shown); make it kind: lesson or remove the text`,
        {
          line: locate(mdx.frontmatter, ["kind"]).line,
        },
      );
      ok = false;
    }
    if (data.kind === "link") ctx.checkLinks(mdx.frontmatter, [{ href: data.href, path: ["href"] }]);
    if ((data.kind === "lesson" || data.kind === "placeholder") && data.complete) {
      ctx.checkLinks(mdx.frontmatter, [{ href: data.complete.href, path: ["complete", "href"] }]);
    }
    let video: VideoEmbed | undefined;
    if (data.kind === "video" && data.embed) {
      const result = parseEmbed(data.embed, site.integrations.videoHost);
      if ("error" in result) {
        ctx.error(mdx.frontmatter, ["embed"], result.error);
        ok = false;
      } else video = result.embed;
    }
    return { data, key: mdxKey(ctx, mdx), video };
  });
  if (!ok) return undefined;

  const isDialog = (kind: string | undefined) => kind === "lesson" || kind === "placeholder";
  return parsed.map((step, i): Step => {
    const { data, key, video } = frontmatters[i]!;
    const base = {
      number: step.number,
      slug: step.slug,
      title: data.title,
      ...(data.summary ? { summary: data.summary } : {}),
    };
    const next = isDialog(frontmatters[i + 1]?.data.kind) ? step.number + 1 : undefined;
    const dialog = { ...(next ? { next } : {}) };
    switch (data.kind) {
      case "lesson":
        return {
          ...base,
          kind: "lesson",
          cta: data.cta ?? `Start Step ${step.number}`,
          body: key,
          ...dialog,
          ...(data.complete ? { complete: data.complete } : {}),
        };
      case "placeholder":
        return {
          ...base,
          kind: "placeholder",
          cta: data.cta ?? `Start Step ${step.number}`,
          ...dialog,
          ...(data.complete ? { complete: data.complete } : {}),
        };
      case "link":
        return { ...base, kind: "link", cta: data.cta, href: data.href };
      case "video":
        return { ...base, kind: "video", cta: data.cta, ...(video ? { video } : {}) };
    }
  });
}
