import { imageSize } from "image-size";
import { readContentFile } from "../source/content-files.ts";

/**
 * Reads the intrinsic size of an image file of the content folder `root` so pages can reserve its
 * space (no layout shift), with the image-size library (every format content/media accepts, SVG
 * from its width and height or its viewBox). Returns undefined for anything it cannot read, a link
 * included (the link itself is reported where the media folder is checked).
 */
export function readImageSize(file: string, root: string) {
  const bytes = readContentFile(root, file);
  if (!Buffer.isBuffer(bytes)) return undefined;
  try {
    const { width, height } = imageSize(bytes);
    return width > 0 && height > 0 ? { width, height } : undefined;
  } catch {
    // Not an image it knows, or a file cut short (or empty): the image is shown without a size.
    return undefined;
  }
}
