import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import type { Reporter, TestCase, TestModule, Vitest } from "vitest/node";
import { baselineName } from "./baseline-name.ts";
import { compactPng } from "./compact-png.ts";

type Artifact = Parameters<NonNullable<Reporter["onTestCaseArtifactRecord"]>>[1];
type Image = "before" | "after" | "diff";

interface Finding {
  storyId: string;
  title: string;
  message: string;
  /** A screenshot without a baseline yet, rather than one that differs from it. */
  isNew: boolean;
  images: Partial<Record<Image, string>>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char]!);

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Gathers the screenshots that did not match their baseline into one folder a designer can open:
 * `<dir>/index.html` shows each story's before (the committed baseline), after (this run) and
 * diff (changed pixels in red) side by side; the images are in `<dir>/<story>/`.
 *
 * It also looks after the baselines: it compresses the ones this run wrote, and reports a baseline
 * whose story no longer exists (deleting it when the run updates baselines).
 */
export class VisualReport implements Reporter {
  private readonly findings: Finding[] = [];
  private vitest?: Vitest;
  private startedAt = 0;

  constructor(
    private readonly dir: string,
    private readonly storybookUrl: string,
  ) {}

  onInit(vitest: Vitest) {
    this.vitest = vitest;
    this.startedAt = Date.now();
    // The folder describes this run only.
    rmSync(this.dir, { recursive: true, force: true });
  }

  onTestCaseArtifactRecord(testCase: TestCase, artifact: Artifact) {
    if (artifact.type !== "internal:toMatchScreenshot") return;
    const storyId = storyIdOf(testCase);
    if (!storyId) return;
    const name = baselineName(storyId);
    const isNew = artifact.message.startsWith("No existing reference");
    mkdirSync(join(this.dir, name), { recursive: true });
    const images: Finding["images"] = {};
    for (const attachment of artifact.attachments) {
      if (!attachment.path) continue;
      // `reference` is the committed baseline, unless there was none: then it is the new screenshot.
      const image: Image =
        attachment.name === "diff" ? "diff" : attachment.name === "actual" || isNew ? "after" : "before";
      copyFileSync(attachment.path, join(this.dir, name, `${image}.png`));
      images[image] = `${name}/${image}.png`;
    }
    const file = relative(process.cwd(), testCase.module.moduleId);
    this.findings.push({ storyId, title: `${file} › ${testCase.name}`, message: artifact.message, isNew, images });
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const baselineDirs = [...new Set(testModules.map((testModule) => baselineDirOf(testModule.moduleId)))];
    this.compactNewBaselines(baselineDirs);
    this.handleObsoleteBaselines(testModules);
    if (this.findings.length === 0) return;

    writeFileSync(join(this.dir, "index.html"), this.page());
    const changed = this.findings.filter((finding) => !finding.isNew).length;
    const added = this.findings.length - changed;
    const index = relative(process.cwd(), join(this.dir, "index.html"));
    const summary = [
      changed > 0 && `${count(changed, "story looks", "stories look")} different from its baseline`,
      added > 0 && `${count(added, "story has", "stories have")} no baseline yet`,
    ].filter(Boolean);
    this.vitest?.logger.log(
      `\n${summary.join("; ")}: open ${index} to review them (before, after and diff).\n` +
        `Once the pictures are right, record them as the baselines: pnpm storybook:update-baselines\n`,
    );
  }

  /** Vitest writes PNGs for speed, not size: recompress the baselines this run wrote. */
  private compactNewBaselines(baselineDirs: string[]) {
    for (const dir of baselineDirs) {
      if (!existsSync(dir)) continue;
      for (const file of readdirSync(dir)) {
        const path = join(dir, file);
        if (file.endsWith(".png") && statSync(path).mtimeMs >= this.startedAt) compactPng(path);
      }
    }
  }

  /**
   * Baselines with no story to match them, in the folders whose story files all ran in full: a
   * filtered run, or a story that failed before its screenshot, cannot tell which are in use.
   */
  private handleObsoleteBaselines(testModules: ReadonlyArray<TestModule>) {
    const used = new Map<string, Set<string>>();
    const complete = new Set<string>();
    for (const testModule of testModules) {
      const tests = [...testModule.children.allTests()];
      if (!tests.every((test) => baselineOf(test))) continue;
      complete.add(testModule.moduleId);
      const names = used.get(dirname(testModule.moduleId)) ?? new Set<string>();
      tests.forEach((test) => names.add(`${baselineOf(test)}.png`));
      used.set(dirname(testModule.moduleId), names);
    }
    const obsolete: string[] = [];
    for (const [dir, names] of used) {
      const storyFiles = readdirSync(dir).filter((file) => /\.stories\.tsx?$/.test(file));
      const baselineDir = join(dir, "__screenshots__");
      if (!storyFiles.every((file) => complete.has(join(dir, file))) || !existsSync(baselineDir)) continue;
      for (const file of readdirSync(baselineDir)) {
        if (!names.has(file)) obsolete.push(join(baselineDir, file));
      }
    }
    if (obsolete.length === 0) return;
    const list = obsolete.map((file) => `  ${relative(process.cwd(), file)}`).join("\n");
    if (this.vitest?.config.snapshotOptions.updateSnapshot === "all") {
      obsolete.forEach((file) => rmSync(file));
      this.vitest.logger.log(`\nDeleted the baselines of stories that no longer exist:\n${list}\n`);
    } else {
      this.vitest?.logger.warn(
        `\nBaselines of stories that no longer exist (pnpm storybook:update-baselines deletes them):\n${list}\n`,
      );
    }
  }

  private page(): string {
    const figure = (label: string, src?: string) =>
      `<figure><figcaption>${label}</figcaption>${
        src ? `<a href="${src}"><img src="${src}" alt="${label}"></a>` : `<p class="none">none</p>`
      }</figure>`;
    const sections = this.findings.map(
      ({ storyId, title, message, images }) => `
<section>
  <h2>${escapeHtml(title)}</h2>
  <p><a href="${this.storybookUrl}/?path=/story/${storyId}">Open the story in Storybook</a> (with <code>pnpm storybook</code> running)</p>
  <pre>${escapeHtml(message)}</pre>
  <div class="images">
    ${figure("Before: the baseline", images.before)}
    ${figure("After: this run", images.after)}
    ${figure("Diff: changed pixels in red", images.diff)}
  </div>
</section>`,
    );
    return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>Storybook: ${count(this.findings.length, "visual difference", "visual differences")}</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem; color: #1e293b; background: #faf8f4; }
  h1 { font-size: 1.5rem; } h2 { font-size: 1.1rem; margin-bottom: 0.25rem; }
  section { border-top: 1px solid #e2ddd3; padding: 1rem 0 2rem; }
  pre { white-space: pre-wrap; color: #b42318; }
  .images { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1rem; align-items: start; }
  figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 0.25rem; }
  img { max-width: 100%; border: 1px solid #e2ddd3; background: #fff; }
  .none { color: #4b5563; font-style: italic; }
</style>
<h1>${count(this.findings.length, "story", "stories")} to review</h1>
<p>If the after pictures are what you want, run <code>pnpm storybook:update-baselines</code> and commit the new
baselines; otherwise change the code until the test passes.</p>
${sections.join("\n")}
</html>
`;
  }
}

const baselineDirOf = (storyFile: string) => join(dirname(storyFile), "__screenshots__");
const storyIdOf = (testCase: TestCase) => (testCase.meta() as { storyId?: string }).storyId;
const baselineOf = (testCase: TestCase) => (testCase.meta() as { baseline?: string }).baseline;
