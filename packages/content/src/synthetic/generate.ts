import fs from "node:fs";
import path from "node:path";
import { stringify } from "yaml";
import { pageKeys, type PageKey } from "../collections/pages/schema.ts";
import { renderMarkdown, type RichText } from "../markdown/rich-text.ts";
import { slugify } from "../slug.ts";

/**
 * Writes a large, valid content folder for benchmarks and scale tests (never used by the site).
 * Scale 1 is about the real catalogue's size; scale 10 gives ~900 terms, 70 processes, 3,000+ videos.
 */
export interface SyntheticOptions {
  scale?: number;
  /** Seed for the deterministic generator, so two runs produce the same files. */
  seed?: number;
}

export interface SyntheticCounts {
  terms: number;
  processes: number;
  steps: number;
  videoCategories: number;
  videos: number;
  faq: number;
  maxims: number;
  documentCategories: number;
}

const words = (
  "law trust estate notice record affidavit declaration title court claim right remedy equity status contract " +
  "agreement instrument note bond surety agent principal party witness statute code section clause charter deed " +
  "property land patent county clerk recorder seal signature oath jurisdiction venue evidence fact honor duty"
).split(" ");

export function generateSyntheticContent(outDir: string, options: SyntheticOptions = {}): SyntheticCounts {
  const scale = options.scale ?? 10;
  const random = prng(options.seed ?? 42);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const sentence = (n: number) => {
    const text = Array.from({ length: n }, () => pick(words)).join(" ");
    return text.charAt(0).toUpperCase() + text.slice(1) + ".";
  };
  const paragraph = (sentences: number) =>
    Array.from({ length: sentences }, () => sentence(8 + Math.floor(random() * 10))).join(" ");

  fs.rmSync(outDir, { recursive: true, force: true });
  const write = (relative: string, text: string) => {
    const file = path.join(outDir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  const yaml = (value: unknown) => stringify(value, { lineWidth: 0 });

  write(
    "media/logo.svg",
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>Logo</title><rect width="64" height="64" fill="#0f2742"/></svg>`,
  );
  // A 1×1 navy PNG: link previews need a raster image.
  fs.mkdirSync(path.join(outDir, "media"), { recursive: true });
  fs.writeFileSync(
    path.join(outDir, "media/social.png"),
    Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPgV3cCAADBAHk5QcyQAAAAAElFTkSuQmCC",
      "base64",
    ),
  );
  write(
    "media/example.svg",
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 400"><title>Example</title><rect width="800" height="400" fill="#fff"/></svg>`,
  );
  write("downloads/sample.pdf", "%PDF-1.4\n%synthetic\n");

  write(
    "site.yaml",
    yaml({
      name: "Synthetic Law Trust",
      titleSuffix: "Synthetic Law Trust",
      baseUrl: "https://synthetic.example",
      description: paragraph(1),
      logo: { src: "logo.svg" },
      socialImage: "social.png",
      nav: [
        { label: "About", href: "/about" },
        { label: "Dictionary", href: "/dictionary" },
        { label: "FAQ", href: "/faq" },
      ],
      cta: { label: "Work with us", href: "/work-with-us" },
      footer: { disclaimer: paragraph(4), year: 2025 },
      contact: { email: "contact@synthetic.example" },
      trust: { price: "$5,000 USD", deliveryDays: 10 },
      consultation: { minutes: 90 },
      integrations: {
        videoHost: { name: "Vimeo", playerHosts: ["player.vimeo.com"], playerParams: { badge: 0, autopause: 0 } },
        assistant: { agentId: null, scriptUrl: "https://assistant.example/widget.js", element: "assistant-widget" },
        scheduler: {
          calLink: null,
          namespace: "90min",
          layout: "month_view",
          origin: "https://app.cal.com",
          scriptUrl: "https://app.cal.com/embed/embed.js",
        },
        payment: { merchantId: null, widgetUrl: "https://pay.example/widget", width: 410, height: 696 },
      },
    }),
  );

  const body = (n: number) => Array.from({ length: n }, () => paragraph(3)).join("\n\n");
  const pageExtras: Partial<Record<PageKey, Record<string, unknown>>> = {
    index: { quote: { text: sentence(12), attribution: "Synthetic" } },
    resources: { cards: [{ title: "Processes", description: sentence(10), href: "/diy-processes", cta: "Open" }] },
    services: {
      coreServices: { heading: "Core Services", items: [{ title: "Consulting", href: "/phone-consultation" }] },
    },
    "work-with-us": {
      cards: [{ title: "Consulting", description: sentence(10), href: "/phone-consultation", cta: "Schedule" }],
    },
  };
  for (const key of pageKeys) {
    write(
      `pages/${key}.mdx`,
      `---\n${yaml({ title: `Synthetic ${key}`, description: sentence(14), ...pageExtras[key] })}---\n\n${body(2)}\n`,
    );
  }
  for (let i = 1; i <= 7; i++) {
    write(
      `pages/services/service-${i}.mdx`,
      `---\n${yaml({ title: `Service ${i}`, description: sentence(14), actions: [{ label: "Work with Us", href: "/work-with-us" }] })}---\n\n${body(4)}\n`,
    );
  }

  const processCount = 7 * scale;
  let steps = 0;
  for (let p = 1; p <= processCount; p++) {
    const id = `process-${p}`;
    write(
      `processes/${id}/process.yaml`,
      yaml({
        title: `Process ${p}: ${sentence(4)}`,
        description: sentence(16),
        timeEstimate: "1 day",
        templates: 1 + (p % 4),
        order: p,
        learn: [sentence(6), sentence(6)],
      }),
    );
    const count = 3 + (p % 3);
    for (let s = 1; s <= count; s++) {
      steps++;
      const number = String(s).padStart(2, "0");
      const last = s === count;
      const frontmatter = last
        ? { kind: "link", title: `Step ${s}`, summary: sentence(10), cta: "Open", href: "/video-library" }
        : s % 3 === 0
          ? { kind: "placeholder", title: `Step ${s}`, summary: sentence(10) }
          : { kind: "lesson", title: `Step ${s}`, summary: sentence(10) };
      write(
        `processes/${id}/steps/${number}-step-${s}.mdx`,
        `---\n${yaml(frontmatter)}---\n${frontmatter.kind === "lesson" ? `\n## ${sentence(4)}\n\n${body(5)}\n` : ""}`,
      );
    }
  }

  const categoryCount = 34 * scale;
  let videos = 0;
  const perCategory = Math.max(1, Math.round(9.5 * (scale / 10) * 10) / 10);
  for (let c = 1; c <= categoryCount; c++) {
    const count = Math.round(perCategory * (0.5 + random()));
    videos += count;
    write(
      `videos/category-${c}.yaml`,
      yaml({
        title: `Category ${c}`,
        description: sentence(12),
        videoCount: count,
        order: c,
        videos: Array.from({ length: count }, (_, v) => ({
          id: v + 1,
          title: `${pick(words)} ${pick(words)} ${v + 1}`,
          embed: `<div style="padding:${random() < 0.7 ? "177.78" : "56.25"}% 0 0 0;position:relative;"><iframe src="https://player.vimeo.com/video/${100000000 + c * 1000 + v}?title=0" frameborder="0" allow="autoplay; fullscreen" style="position:absolute;top:0;left:0;width:100%;height:100%;" title="Video ${v + 1}"></iframe></div><script src="https://player.vimeo.com/api/player.js"></script>`,
        })),
      }),
    );
  }

  const terms = syntheticTerms(90 * scale, options.seed ?? 42).map((term, i) => ({
    ...term,
    ...(i % 3 === 0 ? { detailedDefinition: body(2) } : {}),
    supportingSources:
      i % 2 === 0
        ? [{ title: "Source", url: "https://www.law.cornell.edu/wex" }]
        : i % 5 === 1
          ? [{ title: "Example", url: "/media/example.svg" }]
          : [],
  }));
  write("dictionary.yaml", yaml(terms));
  write(
    "faq.yaml",
    yaml(
      Array.from({ length: 15 * scale }, (_, i) => ({
        question: `Question ${i + 1}: ${sentence(8)}?`,
        answer: body(2),
      })),
    ),
  );
  write(
    "maxims.yaml",
    yaml(
      Array.from({ length: 10 * scale }, (_, i) => ({
        title: `Maxim ${i + 1}`,
        legalMaxim: sentence(5),
        description: paragraph(2),
        authorities: "Synthetic",
      })),
    ),
  );
  write(
    "documents.yaml",
    yaml(
      Array.from({ length: 5 * scale }, (_, c) => ({
        id: `category-${c + 1}`,
        title: `Documents ${c + 1}`,
        description: sentence(10),
        documents: Array.from({ length: 3 + (c % 2) }, (_, d) => ({
          name: `Document ${c + 1}.${d + 1}`,
          type: "PDF Template",
          description: sentence(12),
          ...(d === 0 ? { file: "sample.pdf" } : {}),
        })),
      })),
    ),
  );

  return {
    terms: terms.length,
    processes: processCount,
    steps,
    videoCategories: categoryCount,
    videos,
    faq: 15 * scale,
    maxims: 10 * scale,
    documentCategories: 5 * scale,
  };
}

/** Unique, plausible dictionary entries for search benchmarks; definitions link to earlier terms. */
export function syntheticTerms(count: number, seed = 7): { term: string; definition: string }[] {
  const random = prng(seed);
  const pick = () => words[Math.floor(random() * words.length)]!;
  const seen = new Set<string>();
  const terms: { term: string; definition: string }[] = [];
  for (let i = 0; terms.length < count; i++) {
    const term = `${pick()} ${pick()} ${i}`.replace(/^./, (c) => c.toUpperCase());
    if (seen.has(slugify(term))) continue;
    seen.add(slugify(term));
    const previous = terms.length > 0 ? terms[Math.floor(random() * terms.length)]! : undefined;
    const link = previous ? ` See [${previous.term}](/dictionary/${slugify(previous.term)}).` : "";
    const sentenceWords = Array.from({ length: 14 + Math.floor(random() * 20) }, pick).join(" ");
    terms.push({ term, definition: `${sentenceWords.charAt(0).toUpperCase()}${sentenceWords.slice(1)}.${link}` });
  }
  return terms;
}

/** The same entries as the site's dictionary manifest holds them: definitions as rich text. */
export function syntheticDictionary(count: number, seed = 7): { term: string; slug: string; definition: RichText }[] {
  return syntheticTerms(count, seed).map(({ term, definition }) => ({
    term,
    slug: slugify(term),
    definition: renderMarkdown(definition).tree,
  }));
}

/** mulberry32: small, fast and good enough for test data. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
