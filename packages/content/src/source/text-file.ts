/**
 * A content file's bytes as text. Content is UTF-8: a byte that is not (a file saved as Latin-1 or
 * Windows-1252) would otherwise become "�" on the page without a word, and a NUL byte (a damaged
 * or binary file) would be published as it is. A byte-order mark at the start, which some editors
 * write, is not part of the text.
 */
type DecodedText = { text: string } | { problem: string; line: number; column: number };

const utf8 = new TextDecoder("utf-8", { fatal: true });
const lenient = new TextDecoder("utf-8");
const encoder = new TextEncoder();

export function decodeText(bytes: Uint8Array): DecodedText {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    const offset = firstInvalidByte(bytes);
    const byte = bytes[offset]!.toString(16).toUpperCase().padStart(2, "0");
    return {
      problem: `a byte here (0x${byte}) is not UTF-8 text, so the file was probably saved in another encoding: save it as UTF-8`,
      ...placeAfter(lenient.decode(bytes.subarray(0, offset))),
    };
  }
  const nul = text.indexOf("\0");
  if (nul >= 0) {
    return {
      problem: "a NUL character (a zero byte) is here, which text never contains: delete it (the file may be damaged)",
      ...placeAfter(text.slice(0, nul)),
    };
  }
  return { text };
}

/** Where the end of `before` is, as a line and a column of characters (1-based). */
function placeAfter(before: string): { line: number; column: number } {
  const lines = before.split("\n");
  return { line: lines.length, column: [...lines.at(-1)!].length + 1 };
}

/**
 * The first byte the decoder could not read: where its lenient reading has a "�" that the file
 * does not spell out as the bytes of "�".
 */
function firstInvalidByte(bytes: Uint8Array): number {
  const text = lenient.decode(bytes);
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  for (let i = text.indexOf("\uFFFD"); i >= 0; i = text.indexOf("\uFFFD", i + 1)) {
    const offset = bom + encoder.encode(text.slice(0, i)).length;
    if (bytes[offset] !== 0xef || bytes[offset + 1] !== 0xbf || bytes[offset + 2] !== 0xbd) return offset;
  }
  return bytes.length - 1;
}
