import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { describeBox, diffSignature, groupId } from "./diff-signature.ts";

type Colour = [number, number, number];
const white: Colour = [255, 255, 255];
const navy: Colour = [0x0f, 0x27, 0x42];
const blue: Colour = [0x3b, 0x82, 0xf6];
const gold: Colour = [0xb0, 0x8d, 0x57];

/** A picture of the given size on white, with rectangles given in fractions of the frame. */
function picture(
  width: number,
  height: number,
  rectangles: { x: number; y: number; w: number; h: number; colour: Colour }[] = [],
): PNG {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const inside = rectangles.findLast(
        (r) => x >= r.x * width && x < (r.x + r.w) * width && y >= r.y * height && y < (r.y + r.h) * height,
      );
      const offset = (y * width + x) * 4;
      png.data.set([...(inside?.colour ?? white), 255], offset);
    }
  }
  return png;
}

/** A button-like bar across the top of the frame, and a line of "text" below it. */
const story = (width: number, height: number, bar: Colour, text: Colour = navy) =>
  picture(width, height, [
    { x: 0, y: 0, w: 1, h: 0.2, colour: bar },
    { x: 0.1, y: 0.5, w: 0.5, h: 0.02, colour: text },
  ]);

describe("the signature of a changed picture", () => {
  it("is the same for one token change across stories of different sizes and layouts", () => {
    const small = diffSignature(story(200, 100, navy), story(200, 100, blue))!;
    const large = diffSignature(story(640, 450, navy), story(640, 450, blue))!;
    // The same token in a button at the bottom of another story.
    const elsewhere = diffSignature(
      picture(300, 300, [{ x: 0.5, y: 0.8, w: 0.3, h: 0.1, colour: navy }]),
      picture(300, 300, [{ x: 0.5, y: 0.8, w: 0.3, h: 0.1, colour: blue }]),
    )!;
    expect([small.from, small.to]).toEqual(["#0f2742", "#3b82f6"]);
    expect(small.box).toEqual([0, 0, 4, 1]);
    expect(groupId(small)).toBe("0f2742-to-3b82f6");
    expect(groupId(large)).toBe(groupId(small));
    expect(groupId(elsewhere)).toBe(groupId(small));
  });

  it("separates another colour change", () => {
    const toBlue = diffSignature(story(300, 200, navy), story(300, 200, blue))!;
    const toGold = diffSignature(story(300, 200, navy), story(300, 200, gold))!;
    expect(groupId(toGold)).not.toBe(groupId(toBlue));
  });

  it("groups a change that is not one colour becoming another (something moved) by where it is", () => {
    // A line of text moves down by a few pixels: white becomes navy below it, navy white above it.
    const moved = (y: number, width = 400, height = 400) =>
      picture(width, height, [
        { x: 0.1, y, w: 0.6, h: 0.02, colour: navy },
        { x: 0.1, y: y + 0.03, w: 0.6, h: 0.02, colour: gold },
      ]);
    const top = diffSignature(moved(0.1), moved(0.11))!;
    const sameInALargerStory = diffSignature(moved(0.1, 800, 600), moved(0.11, 800, 600))!;
    const bottom = diffSignature(moved(0.8), moved(0.81))!;
    expect(top.share).toBeLessThan(0.5);
    expect(groupId(top)).toMatch(/-at-0\d\d\d$/);
    expect(groupId(sameInALargerStory)).toBe(groupId(top));
    expect(groupId(bottom)).not.toBe(groupId(top));
    expect(describeBox(top.box)).toBe("in the top quarters, left to centre-right");
  });

  it("names the colour most changed pixels changed from and to, not the first one met", () => {
    // A small gold mark changes first (top left), the large bar below it changes from navy to blue.
    const before = picture(400, 400, [
      { x: 0, y: 0, w: 0.05, h: 0.05, colour: gold },
      { x: 0, y: 0.5, w: 1, h: 0.5, colour: navy },
    ]);
    const after = picture(400, 400, [
      { x: 0, y: 0, w: 0.05, h: 0.05, colour: white },
      { x: 0, y: 0.5, w: 1, h: 0.5, colour: blue },
    ]);
    const signature = diffSignature(before, after)!;
    expect([signature.from, signature.to]).toEqual(["#0f2742", "#3b82f6"]);
    expect(signature.share).toBeGreaterThan(0.9);
    expect(signature.box).toEqual([0, 0, 4, 4]);
  });

  it("ignores the rasteriser's rounding, and tells a picture that changed size", () => {
    const rounded: Colour = [navy[0] + 2, navy[1] - 2, navy[2] + 1];
    expect(diffSignature(story(200, 100, navy), story(200, 100, rounded))).toBeUndefined();
    const taller = diffSignature(
      story(200, 100, navy),
      picture(200, 140, [{ x: 0, y: 0, w: 1, h: 0.2, colour: navy }]),
    )!;
    expect(taller.resized).toBe(true);
    expect(groupId(taller)).toMatch(/-resized$/);
  });
});
