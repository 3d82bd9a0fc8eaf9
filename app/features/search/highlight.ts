import { foldTurkish } from "../../utils/turkish-fold.ts";

/** A piece of shown text: plain, or a matched word to wrap in <mark> (React escapes both). */
export type Highlighted = ReadonlyArray<string | { mark: string }>;

/** The folded words of a query, as the index is asked for them: letters and digits, at most `max`. */
export function queryWords(query: string, max: number): string[] {
  const words = foldTurkish(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  return [...new Set(words)].slice(0, max);
}

/**
 * The shortest query word searched as a word's beginning. A shorter one (one letter) is searched as a whole word:
 * as a prefix it would ask the index for every word starting with that letter, and eight of them ('a b c d …') made
 * the index merge most of its word lists for one query.
 */
const PREFIX_MIN_LENGTH = 2;

/** Whether a query word is searched as a word's beginning (else as the whole word). */
export function isPrefixWord(word: string): boolean {
  return word.length >= PREFIX_MIN_LENGTH;
}

/** Whether the folded text word `folded` is a match of the folded query `word`: the index's own rule. */
function matchesQueryWord(folded: string, word: string): boolean {
  return isPrefixWord(word) ? folded.startsWith(word) : folded === word;
}

/** Whether the text word `word` matches one of the folded query `words`. */
function isMatchedWord(word: string, words: readonly string[]): boolean {
  const folded = foldTurkish(word);
  return words.some((query) => matchesQueryWord(folded, query));
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * `text` with every word that matches one of the folded query `words` marked, the index's own rule (a word prefix,
 * a one-letter word whole, Turkish-insensitive): "bonus" marks "Bonusları", "isik" marks "IŞIK", "a" marks "A" only.
 */
export function highlightWords(text: string, words: readonly string[]): Highlighted {
  const pieces: (string | { mark: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    if (!isMatchedWord(word, words)) continue;
    if (match.index > last) pieces.push(text.slice(last, match.index));
    pieces.push({ mark: word });
    last = match.index + word.length;
  }
  if (last < text.length) pieces.push(text.slice(last));
  return pieces;
}

/** Whether a word of `text` matches one of the folded query `words`. */
export function holdsAnyWord(text: string, words: readonly string[]): boolean {
  for (const match of text.matchAll(WORD)) if (isMatchedWord(match[0], words)) return true;
  return false;
}

/**
 * About `length` characters of `text` around its first matched word (the start when none matches), cut at word
 * boundaries with an ellipsis where text was left out.
 */
export function excerptAround(text: string, words: readonly string[], length = 180): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= length) return clean;
  let first = 0;
  for (const match of clean.matchAll(WORD)) {
    if (isMatchedWord(match[0], words)) {
      first = match.index;
      break;
    }
  }
  let start = Math.max(0, first - Math.floor(length / 3));
  if (start > 0) {
    const space = clean.indexOf(" ", start);
    start = space === -1 || space > first ? start : space + 1;
  }
  let end = Math.min(clean.length, start + length);
  if (end < clean.length) {
    const space = clean.lastIndexOf(" ", end);
    end = space > start ? space : end;
  }
  return `${start > 0 ? "…" : ""}${clean.slice(start, end)}${end < clean.length ? "…" : ""}`;
}
