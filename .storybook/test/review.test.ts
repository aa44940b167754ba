import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PNG } from "pngjs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { acceptFromReview, writeReview, type PictureToReview } from "./review.ts";

let root: string;
let reportDir: string;

/** A one-colour picture, as a run leaves it in the report's folder. */
function leavePicture(name: string, grey: number): string {
  const png = new PNG({ width: 4, height: 4 });
  png.data.fill(grey);
  mkdirSync(join(reportDir, name), { recursive: true });
  const file = join(reportDir, name, "after.png");
  writeFileSync(file, PNG.sync.write(png));
  return `${name}/after.png`;
}

const picture = (storyId: string, group: string, grey: number): PictureToReview => {
  const name = storyId.replace(/-{2,}/g, "-");
  return { storyId, group, baseline: `kit/__screenshots__/${name}.png`, after: leavePicture(name, grey) };
};
const greyOf = (file: string) => PNG.sync.read(readFileSync(join(root, file))).data[0];

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "update-baselines-"));
  reportDir = join(root, "test-results/storybook");
  mkdirSync(reportDir, { recursive: true });
  writeReview(reportDir, [
    picture("components-button--default", "012-to-137-at-0044", 10),
    picture("components-card--anatomy", "012-to-137-at-0044", 20),
    picture("components-badge--default", "777-to-666-at-0011", 30),
  ]);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("pnpm storybook:update-baselines <group or story>", () => {
  it("records the reviewed pictures of one group as their baselines, and no others", () => {
    const written = acceptFromReview(root, reportDir, "012-to-137-at-0044");
    expect(written).toEqual([
      "kit/__screenshots__/components-button-default.png",
      "kit/__screenshots__/components-card-anatomy.png",
    ]);
    expect(greyOf(written[0]!)).toBe(10);
    expect(greyOf(written[1]!)).toBe(20);
    expect(existsSync(join(root, "kit/__screenshots__/components-badge-default.png"))).toBe(false);
  });

  it("records a single story, named by its story id or by its baseline's name", () => {
    expect(acceptFromReview(root, reportDir, "components-badge--default")).toEqual([
      "kit/__screenshots__/components-badge-default.png",
    ]);
    expect(acceptFromReview(root, reportDir, "components-card-anatomy")).toEqual([
      "kit/__screenshots__/components-card-anatomy.png",
    ]);
  });

  it("refuses a name the report does not have, listing its groups", () => {
    expect(() => acceptFromReview(root, reportDir, "components-button")).toThrow(
      /No group or story "components-button".*\n.*012-to-137-at-0044, 777-to-666-at-0011/,
    );
  });

  it("asks for a run first when there is no report", () => {
    rmSync(reportDir, { recursive: true });
    expect(() => acceptFromReview(root, reportDir, "new")).toThrow(/run pnpm storybook:test first/);
  });
});
