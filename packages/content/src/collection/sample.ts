import fs from "node:fs";
import path from "node:path";
import { stringify } from "yaml";
import { today } from "../editorial/today.ts";

/**
 * What a collection's `sample` writes synthetic content with: files under the content folder and a
 * seeded supply of words, so two runs write the same content.
 */
export interface SampleWriter {
  /** A file under the content folder: text, or the bytes of an image or a download. */
  file(relative: string, data: string | Buffer): void;
  yaml(value: unknown): string;
  /** An MDX file: frontmatter and body. */
  mdx(frontmatter: Record<string, unknown>, body?: string): string;
  random(): number;
  pick<T>(items: readonly T[]): T;
  sentence(words: number): string;
  paragraph(sentences: number): string;
  /** Markdown paragraphs. */
  body(paragraphs: number): string;
  /** The day the content was last reviewed (`YYYY-MM-DD`): today unless the writer was given a day. */
  reviewed: string;
}

const vocabulary = (
  "law trust estate notice record affidavit declaration title court claim right remedy equity status contract " +
  "agreement instrument note bond surety agent principal party witness statute code section clause charter deed " +
  "property land patent county clerk recorder seal signature oath jurisdiction venue evidence fact honor duty"
).split(" ");

export function sampleWriter(root: string, seed: number, reviewed = today()): SampleWriter {
  const random = prng(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const sentence = (n: number) => {
    const text = Array.from({ length: n }, () => pick(vocabulary)).join(" ");
    return text.charAt(0).toUpperCase() + text.slice(1) + ".";
  };
  const paragraph = (sentences: number) =>
    Array.from({ length: sentences }, () => sentence(8 + Math.floor(random() * 10))).join(" ");
  const yaml = (value: unknown) => stringify(value, { lineWidth: 0 });
  return {
    file(relative, data) {
      const file = path.join(root, relative);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, data);
    },
    yaml,
    mdx: (frontmatter, body) => `---\n${yaml(frontmatter)}---\n${body ? `\n${body}\n` : ""}`,
    random,
    pick,
    sentence,
    paragraph,
    body: (paragraphs) => Array.from({ length: paragraphs }, () => paragraph(3)).join("\n\n"),
    reviewed,
  };
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
