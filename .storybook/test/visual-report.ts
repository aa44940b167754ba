import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative } from "node:path";
import { PNG } from "pngjs";
import type { Reporter, TestCase, TestModule, TestSpecification, Vitest } from "vitest/node";
import { baselineName } from "./baseline-name.ts";
import { compactPng } from "./compact-png.ts";
import { diffSignature, groupId } from "./diff-signature.ts";
import { kindOf } from "./failure-kind.ts";
import {
  reportPage,
  summaryLines,
  visualGroups,
  type Failure,
  type Image,
  type StorybookLinks,
} from "./report-page.ts";
import { acceptCommand, writeReview, type PictureToReview } from "./review.ts";
import { thumbnail } from "./thumbnail.ts";

type Artifact = Parameters<NonNullable<Reporter["onTestCaseArtifactRecord"]>>[1];

/**
 * Gathers every story the run found wrong into one page a designer can open, `<dir>/index.html`: a
 * summary, then the failures that are not pictures (contrast, accessibility, play functions), then
 * each screenshot that did not match its baseline with before (the committed baseline), after (this
 * run) and diff (changed pixels in red) side by side; the images are in `<dir>/<story>/`, with
 * thumbnails beside them. Pictures that changed the same way are one group (see diff-signature.ts),
 * accepted with one command; `<dir>/review.json` tells `pnpm storybook:update-baselines <group or
 * story>` which pictures those are.
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
  private storiesRan = false;

  /** Where each changed picture's baseline is (relative to the workspace), by story. */
  private readonly baselines = new Map<string, string>();

  constructor(
    private readonly dir: string,
    private readonly storybookUrl: string,
    /** The kit's colour tokens by value, to name the colours of a contrast failure. */
    private readonly tokenNames: ReadonlyMap<string, string[]> = new Map(),
    /** Where `pnpm build-storybook` writes the built Storybook. */
    private readonly storybookStatic?: string,
  ) {}

  onInit(vitest: Vitest) {
    this.vitest = vitest;
    this.startedAt = Date.now();
  }

  onTestRunStart(specifications: ReadonlyArray<TestSpecification>) {
    // The folder describes the last run of stories only (a run of the review tools' own tests leaves it).
    this.storiesRan = specifications.some((specification) => specification.project.config.browser.enabled);
    if (this.storiesRan) rmSync(this.dir, { recursive: true, force: true });
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
    this.baselines.set(storyId, relative(process.cwd(), join(baselineDirOf(testCase.module.moduleId), `${name}.png`)));
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
    if (!this.storiesRan || this.failures.length === 0) return;

    mkdirSync(this.dir, { recursive: true });
    this.describePictures();
    writeFileSync(join(this.dir, "index.html"), reportPage(this.failures, this.links(), this.tokenNames));
    const index = relative(process.cwd(), join(this.dir, "index.html"));
    const groups = visualGroups(this.failures);
    const largest = groups
      .slice(0, 5)
      .map((group) => `  ${group.failures.length} × ${acceptCommand(group.id)}`)
      .join("\n");
    this.vitest?.logger.log(
      `\nStorybook: ${summaryLines(this.failures).join("; ")}.\nOpen ${index} to review them, the failures that are not pictures first.\n` +
        (groups.length > 0
          ? `Once the after pictures are right, record them as the baselines, a group or a story at a time (the report gives the command beside each)${
              groups.length > 5 ? `; the largest groups:` : ":"
            }\n${largest}\nor all at once: pnpm storybook:update-baselines\n`
          : ""),
    );
  }

  /** Where the report's story links point, and whether a built Storybook can serve them. */
  private links(): StorybookLinks {
    const built = this.storybookStatic && join(this.storybookStatic, "index.html");
    return { url: this.storybookUrl, ...(built && existsSync(built) ? { builtAt: statSync(built).mtime } : {}) };
  }

  /**
   * Each changed picture's signature and group, and thumbnails of its images (the full-size ones stay
   * beside them); then review.json, what `pnpm storybook:update-baselines <group or story>` accepts.
   */
  private describePictures() {
    const pictures: PictureToReview[] = [];
    for (const failure of this.failures) {
      if (failure.kind !== "visual" || !failure.images) continue;
      const read = (image: Image) => {
        const file = failure.images?.[image];
        return file ? PNG.sync.read(readFileSync(join(this.dir, file))) : undefined;
      };
      const before = read("before");
      const after = read("after");
      failure.thumbnails = {};
      for (const [image, file] of Object.entries(failure.images) as [Image, string][]) {
        const picture = image === "before" ? before : image === "after" ? after : read(image);
        if (!picture) continue;
        const small = file.replace(/\.png$/, ".thumb.png");
        writeFileSync(join(this.dir, small), PNG.sync.write(thumbnail(picture)));
        failure.thumbnails[image] = small;
      }
      const signature = before && after ? diffSignature(before, after) : undefined;
      if (signature) failure.signature = signature;
      failure.group = failure.isNew ? "new" : signature ? groupId(signature) : failure.storyId;
      const baseline = this.baselines.get(failure.storyId);
      if (baseline && failure.images.after) {
        pictures.push({ storyId: failure.storyId, baseline, after: failure.images.after, group: failure.group });
      }
    }
    writeReview(this.dir, pictures);
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
