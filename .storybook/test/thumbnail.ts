import { PNG } from "pngjs";

/** The largest a thumbnail gets: a report page with a hundred of them still opens at once. */
export const thumbnailSize = { width: 240, height: 320 };

/**
 * The picture scaled down to fit `thumbnailSize` (never up), each thumbnail pixel the average of the
 * pixels it covers, so thin lines and text stay visible as shades rather than vanishing.
 */
export function thumbnail(image: PNG, { width: maxWidth, height: maxHeight } = thumbnailSize): PNG {
  const scale = Math.min(1, maxWidth / image.width, maxHeight / image.height);
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const result = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    const y0 = Math.floor((y * image.height) / height);
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * image.height) / height));
    for (let x = 0; x < width; x += 1) {
      const x0 = Math.floor((x * image.width) / width);
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * image.width) / width));
      const sums = [0, 0, 0, 0];
      for (let sy = y0; sy < y1; sy += 1) {
        for (let sx = x0; sx < x1; sx += 1) {
          const offset = (sy * image.width + sx) * 4;
          for (let channel = 0; channel < 4; channel += 1) sums[channel]! += image.data[offset + channel]!;
        }
      }
      const count = (x1 - x0) * (y1 - y0);
      const offset = (y * width + x) * 4;
      for (let channel = 0; channel < 4; channel += 1)
        result.data[offset + channel] = Math.round(sums[channel]! / count);
    }
  }
  return result;
}
