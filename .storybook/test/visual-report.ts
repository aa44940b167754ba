import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import type { Reporter, TestCase, TestModule, Vitest } from "vitest/node";
import { baselineName } from "./baseline-name.ts";
import { compactPng } from "./compact-png.ts";
import { kindOf } from "./failure-kind.ts";
import { reportPage, summaryLines, type Failure } from "./report-page.ts";

type Artifact = Parameters<NonNullable<Reporter["onTestCaseArtifactRecord"]>>[1];

/**
 * Gathers every story the run found wrong into one page a designer can open, `<dir>/index.html`: a
 * summary, then the failures that are not pictures (contrast, accessibility, play functions), then
 * each screenshot that did not match its baseline with before (the committed baseline), after (this
 * run) and diff (changed pixels in red) side by side; the images are in `<dir>/<story>/`.
 *
 * It also looks after the baselines: it compresses the ones this run wrote, and reports a baseline
 * whose story no longer exists (deleting it when the run updates baselines).
 */
export class VisualReport implements Reporter {
  private readonly failures: Failure[] = [];
  /** Tests whose failure is their picture, already among the failures. */
  private readonly visual = new Set<string>();
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
    const images: Failure["images"] = {};
    for (const attachment of artifact.attachments) {
      if (!attachment.path) continue;
      // `reference` is the committed baseline, unless there was none: then it is the new screenshot.
      const image = attachment.name === "diff" ? "diff" : attachment.name === "actual" || isNew ? "after" : "before";
      copyFileSync(attachment.path, join(this.dir, name, `${image}.png`));
      images[image] = `${name}/${image}.png`;
    }
    this.visual.add(testCase.id);
    this.failures.push({
      kind: "visual",
      storyId,
      title: titleOf(testCase),
      messages: [artifact.message],
      isNew,
      images,
    });
  }

  /** A story that failed before its picture: contrast, accessibility, or its render or play function. */
  onTestCaseResult(testCase: TestCase) {
    const result = testCase.result();
    const storyId = storyIdOf(testCase);
    if (result.state !== "failed" || !storyId || this.visual.has(testCase.id)) return;
    const messages = result.errors.map((error) => error.message);
    const tags = (testCase.meta() as { tags?: string[] }).tags ?? [];
    const failure: Failure = { kind: kindOf(messages, tags), storyId, title: titleOf(testCase), messages };
    // The contrast check names the token pairs, the cause of every contrast failure after it: it leads.
    if (tags.includes("contrast")) this.failures.unshift(failure);
    else this.failures.push(failure);
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const baselineDirs = [...new Set(testModules.map((testModule) => baselineDirOf(testModule.moduleId)))];
    this.compactNewBaselines(baselineDirs);
    this.handleObsoleteBaselines(testModules);
    if (this.failures.length === 0) return;

    mkdirSync(this.dir, { recursive: true });
    writeFileSync(join(this.dir, "index.html"), reportPage(this.failures, this.storybookUrl));
    const index = relative(process.cwd(), join(this.dir, "index.html"));
    this.vitest?.logger.log(
      `\nStorybook: ${summaryLines(this.failures).join("; ")}.\nOpen ${index} to review them, the failures that are not pictures first.\n` +
        `Once the after pictures are right, record them as the baselines: pnpm storybook:update-baselines\n`,
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
}

const baselineDirOf = (storyFile: string) => join(dirname(storyFile), "__screenshots__");
const titleOf = (testCase: TestCase) => `${relative(process.cwd(), testCase.module.moduleId)} › ${testCase.name}`;
const storyIdOf = (testCase: TestCase) => (testCase.meta() as { storyId?: string }).storyId;
const baselineOf = (testCase: TestCase) => (testCase.meta() as { baseline?: string }).baseline;
