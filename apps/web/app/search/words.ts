/**
 * Words as Pagefind 1.x indexes them, so the words of the index and the words of a query compare:
 * the text is split at spaces, each piece kept as its letters and digits in lower case without
 * accents ("$5,000" is "5000", "Attorney-in-Fact" is "attorneyinfact"), and a piece with punctuation
 * or inner capitals is also indexed as its parts of two letters or more ("attorney", "in", "fact").
 */

const notLetterOrDigit = /[^\p{L}\p{N}]/gu;
const accents = /\p{M}/gu;

/** A piece of text as one searchable word: "Trust's" is "trusts", "$5,000" is "5000", "—" is "". */
export function wordOf(piece: string): string {
  return piece.normalize("NFD").replace(accents, "").replace(notLetterOrDigit, "").toLowerCase();
}

/** The parts Pagefind also indexes a piece under: split at punctuation and at inner capitals ("FinCEN"). */
export function partsOf(piece: string): string[] {
  if (!/[^\p{L}\p{N}]|.\p{Lu}/u.test(piece)) return [];
  return piece
    .replace(/(\p{Ll})(\p{Lu})|(\p{Lu})(\p{Lu}\p{Ll})/gu, "$1$3 $2$4")
    .split(/[\s\p{P}\p{S}]+/u)
    .map(wordOf)
    .filter((part) => part.length > 1);
}

/** Every word a piece of text is found by. */
export function indexedWordsOf(text: string): string[] {
  return text.split(/\s+/).flatMap((piece) => {
    const word = wordOf(piece);
    return word === "" ? partsOf(piece) : [word, ...partsOf(piece)];
  });
}
