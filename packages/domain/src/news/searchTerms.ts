/**
 * The search index's words (issue 13), the same on MySQL, MariaDB and SQLite.
 *
 * Neither database splits Chinese into words: MariaDB has no ngram parser and SQLite FTS5's
 * trigram tokenizer cannot match a two-character word. So the server indexes bigrams it makes
 * itself: every two adjacent CJK characters become one token, every run of Latin letters or digits
 * one word token. Tokens are spelled in plain ASCII (c + the two code points in hex, x + the word),
 * at least three characters long, so each database's own full-text index (InnoDB FULLTEXT,
 * SQLite FTS5) stores and finds them with its default tokenizer, its minimum token size and its
 * stop-word list (which holds none of them).
 */

const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const latin = /[a-z0-9]/;
/** Latin words longer than this are cut (InnoDB's largest token is 84 characters). */
const longestWord = 40;

const hex = (ch: string) => (ch.codePointAt(0) ?? 0).toString(16).padStart(5, '0');

/** Text the way the index reads it: NFKC (full-width Ｅ to E), lower case. */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

interface Run {
  kind: 'cjk' | 'latin';
  chars: string[];
}

/** One piece of text split into CJK runs and Latin runs; anything else separates. */
function runs(text: string): Run[] {
  const out: Run[] = [];
  let open = false;
  for (const ch of normaliseSearchText(text)) {
    const kind = cjk.test(ch) ? 'cjk' : latin.test(ch) ? 'latin' : null;
    const last = out[out.length - 1];
    if (kind === null) open = false;
    else if (open && last?.kind === kind) last.chars.push(ch);
    else {
      out.push({ kind, chars: [ch] });
      open = true;
    }
  }
  return out;
}

function runTokens(run: Run): string[] {
  if (run.kind === 'latin')
    return run.chars.length >= 2 ? [`x${run.chars.join('').slice(0, longestWord)}`] : [];
  const tokens: string[] = [];
  for (let i = 0; i + 1 < run.chars.length; i += 1)
    tokens.push(`c${hex(run.chars[i] ?? '')}${hex(run.chars[i + 1] ?? '')}`);
  return tokens;
}

/** The distinct tokens of a text, in order of first appearance: what the index stores for it. */
export function searchTokens(text: string): string[] {
  return [...new Set(runs(text).flatMap(runTokens))];
}

/** One word of a search: its tokens, and whether they alone prove it appears (else the server also checks the text). */
export interface SearchWord {
  word: string;
  tokens: string[];
  exact: boolean;
}

/**
 * What a search looks for: the words of q (split on spaces) that yield at least one token. A word
 * whose tokens are one bigram or one Latin word is found by the index alone; a longer one's bigrams
 * may sit apart in a text, so the server checks that the word itself appears. Empty when no word
 * can be searched (the answer is then empty too).
 */
export function searchWords(q: string): SearchWord[] {
  const words: SearchWord[] = [];
  for (const word of new Set(normaliseSearchText(q).split(/\s+/).filter(Boolean))) {
    const wordRuns = runs(word);
    const tokens = [...new Set(wordRuns.flatMap(runTokens))];
    if (tokens.length === 0) continue;
    const only = wordRuns[0];
    const exact =
      tokens.length === 1 &&
      wordRuns.length === 1 &&
      only !== undefined &&
      only.chars.join('') === word &&
      (only.kind === 'latin' || only.chars.length === 2);
    words.push({ word, tokens, exact });
  }
  return words;
}
