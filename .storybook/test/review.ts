import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { compactPng } from "./compact-png.ts";

/** A story whose picture changed, as the last run left it for review. */
export interface PictureToReview {
  storyId: string;
  /** The file the story's baseline is (or will be) in, relative to the workspace root. */
  baseline: string;
  /** This run's picture, relative to the report's folder. */
  after: string;
  /** The group of stories that changed the same way (see diff-signature.ts). */
  group: string;
}

/** What `pnpm storybook:update-baselines <story or group>` reads: the last report's pictures. */
export interface Review {
  date: string;
  pictures: PictureToReview[];
}

export const reviewFile = (reportDir: string) => join(reportDir, "review.json");

export function writeReview(reportDir: string, pictures: PictureToReview[]) {
  const review: Review = { date: new Date().toISOString(), pictures };
  writeFileSync(reviewFile(reportDir), `${JSON.stringify(review, null, 2)}\n`);
}

/** The command that accepts a story's or a group's new pictures, as the report shows it. */
export const acceptCommand = (name: string) => `pnpm storybook:update-baselines ${name}`;

/** A story's id (`components-button--default`) or its baseline's name (`components-button-default`). */
const sameStory = (picture: PictureToReview, name: string) =>
  picture.storyId === name || picture.baseline.endsWith(`/${name}.png`);

/**
 * Makes the pictures of the named group or story (as the last report shows them) the baselines, and
 * returns the baselines written. The picture accepted is the one reviewed, not a new run's.
 */
export function acceptFromReview(workspaceRoot: string, reportDir: string, name: string): string[] {
  const file = reviewFile(reportDir);
  if (!existsSync(file)) {
    throw new Error(
      `No report to accept from: run pnpm storybook:test first (it writes ${join(reportDir, "index.html")}).`,
    );
  }
  const review = JSON.parse(readFileSync(file, "utf8")) as Review;
  const inGroup = review.pictures.filter((picture) => picture.group === name);
  const chosen = inGroup.length > 0 ? inGroup : review.pictures.filter((picture) => sameStory(picture, name));
  if (chosen.length === 0) {
    const groups = [...new Set(review.pictures.map((picture) => picture.group))];
    throw new Error(
      `No group or story "${name}" among the changed pictures of the last run (${review.date}).\n` +
        (groups.length > 0
          ? `Its groups: ${groups.join(", ")}; or give a story id as the report shows it.`
          : "That run changed no pictures."),
    );
  }
  for (const picture of chosen) {
    const after = join(reportDir, picture.after);
    if (!existsSync(after))
      throw new Error(`The picture of ${picture.storyId} is gone from ${after}: run the tests again.`);
    const baseline = join(workspaceRoot, picture.baseline);
    mkdirSync(dirname(baseline), { recursive: true });
    copyFileSync(after, baseline);
    compactPng(baseline);
  }
  return chosen.map((picture) => picture.baseline);
}
