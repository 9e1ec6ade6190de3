import { createRequire } from 'node:module';

/**
 * htmlparser2, which sanitize-html parses with, keeps the open elements in an array innermost
 * first: each open tag is an `unshift`, each close a `shift` after an `indexOf`, every one as
 * long as the nesting. Markup that never closes its tags nests as deep as it is long, so 199 KB
 * of `<p><b><i>x` spent seconds moving that array. The same stack kept innermost last, with a
 * count of each name, answers those calls at the top: `indexOf` looks only as deep as the
 * elements the parser is about to close, and not at all for a name that is not open.
 */
function innermostLast<T>(innermostFirst: readonly T[]): T[] {
  const items = innermostFirst.toReversed();
  const open = new Map<T, number>();
  const count = (item: T, by: number) => open.set(item, (open.get(item) ?? 0) + by);
  for (const item of items) count(item, 1);
  const calls = {
    unshift(item: T) {
      items.push(item);
      count(item, 1);
      return items.length;
    },
    shift() {
      const item = items.pop();
      if (item !== undefined) count(item, -1);
      return item;
    },
    indexOf(item: T) {
      if (!open.get(item)) return -1;
      for (let i = items.length - 1; i >= 0; i--)
        if (items[i] === item) return items.length - 1 - i;
      return -1;
    },
  };
  return new Proxy(items, {
    get(target, key) {
      if (key === 'length') return target.length;
      if (key === '0') return target[target.length - 1];
      if (typeof key === 'string' && /^\d+$/.test(key))
        return target[target.length - 1 - Number(key)];
      if (key === 'unshift' || key === 'shift' || key === 'indexOf') return calls[key];
      // A parser that starts using the stack some other way must fail loudly, not misparse.
      throw new Error(`htmlparser2's open elements read as ${String(key)}: not supported`);
    },
    set(target, key, value) {
      if (key === 'length' && value === 0) {
        target.length = 0;
        open.clear();
        return true;
      }
      throw new Error(`htmlparser2's open elements written as ${String(key)}: not supported`);
    },
  });
}

interface ParserStacks {
  stack: string[];
  foreignContext: boolean[];
}

type TokenizerClass = new (options: object, parser: ParserStacks) => { write(chunk: string): void };

// The copy of htmlparser2 sanitize-html loads, not whichever another import would find.
const { Tokenizer } = createRequire(createRequire(import.meta.url).resolve('sanitize-html'))(
  'htmlparser2',
) as { Tokenizer: TokenizerClass };

/**
 * htmlparser2's own tokenizer, given to its parser through the `Tokenizer` option; the parser's
 * stacks are swapped for innermost-last ones before the first chunk (the parser sets them up
 * after building its tokenizer).
 */
export class LinearStackTokenizer extends Tokenizer {
  readonly #parser: ParserStacks;
  #swapped = false;

  constructor(options: object, parser: ParserStacks) {
    super(options, parser);
    this.#parser = parser;
  }

  override write(chunk: string): void {
    if (!this.#swapped) {
      this.#parser.stack = innermostLast(this.#parser.stack);
      this.#parser.foreignContext = innermostLast(this.#parser.foreignContext);
      this.#swapped = true;
    }
    super.write(chunk);
  }
}
