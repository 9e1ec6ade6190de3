/**
 * Models write maths as `\( … \)` (inline) and `\[ … \]` (display); remark-math reads dollars. This
 * rewrites the first into `$$…$$` inside the line and the second into a `$$` block, leaving code
 * (fenced blocks and inline spans) as written. Single dollars are left alone because the markdown
 * component turns single-dollar maths off: "$95,000" is a price here, not a formula.
 */
export function toDollarMath(markdown: string): string {
  return splitFences(markdown)
    .map((part) => (part.code ? part.text : convertOutsideInlineCode(part.text)))
    .join('');
}

interface Part {
  text: string;
  code: boolean;
}

const fenceOpen = /^ {0,3}(`{3,}|~{3,})/;

/** Splits at fenced code blocks (``` or ~~~, closed by a fence of the same character at least as long). */
function splitFences(markdown: string): Part[] {
  const lines = markdown.split(/(?<=\n)/);
  const parts: Part[] = [];
  let fence: string | null = null;
  let current: Part = { text: '', code: false };
  const flush = (code: boolean) => {
    if (current.text !== '') parts.push(current);
    current = { text: '', code };
  };
  for (const line of lines) {
    const match = fenceOpen.exec(line);
    if (fence === null && match?.[1]) {
      flush(true);
      fence = match[1];
      current.text += line;
    } else if (fence !== null) {
      current.text += line;
      const closing = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line)?.[1];
      if (closing && closing[0] === fence[0] && closing.length >= fence.length) {
        fence = null;
        flush(false);
      }
    } else current.text += line;
  }
  flush(false);
  return parts;
}

/** Converts the maths in text that may hold inline code spans (runs of backticks, closed by the same run). */
function convertOutsideInlineCode(text: string): string {
  let out = '';
  let plain = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] === '`') {
      const run = /^`+/.exec(text.slice(i))![0];
      const close = text.indexOf(run, i + run.length);
      if (close !== -1) {
        out += convertMaths(plain) + text.slice(i, close + run.length);
        plain = '';
        i = close + run.length;
        continue;
      }
      plain += run;
      i += run.length;
      continue;
    }
    plain += text[i];
    i += 1;
  }
  return out + convertMaths(plain);
}

function convertMaths(text: string): string {
  return text
    .replace(/\\\[([\s\S]+?)\\\]/g, (_all, body: string) => `\n$$\n${body.trim()}\n$$\n`)
    .replace(/\\\(([\s\S]+?)\\\)/g, (_all, body: string) => `$$${body.trim()}$$`);
}
