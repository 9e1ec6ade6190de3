import 'katex/dist/katex.min.css';
import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import * as styles from './AiMarkdown.css.ts';
import { toDollarMath } from './mathDelimiters.ts';

export interface AiMarkdownProps {
  /** The model's Markdown answer, untrusted. */
  children: string;
}

/**
 * GitHub's sanitising schema, plus the two classes remark-math gives formulas so KaTeX can find
 * them. KaTeX runs after the sanitiser: its own markup is trusted, the model's is not.
 */
const schema: SanitizeSchema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [['className', /^language-./, 'math-inline', 'math-display']],
  },
};

const remarkPlugins: ComponentProps<typeof Markdown>['remarkPlugins'] = [
  remarkGfm,
  [remarkMath, { singleDollarTextMath: false }],
];
const rehypePlugins: ComponentProps<typeof Markdown>['rehypePlugins'] = [
  [rehypeSanitize, schema],
  [rehypeKatex, { throwOnError: false, strict: 'ignore', trust: false }],
];

const components: Components = {
  // Links from a model's answer leave the product in a new tab and carry no referrer or ranking.
  a: ({ node: _node, ...props }) => (
    <a {...props} target="_blank" rel="noopener noreferrer nofollow" />
  ),
  // The answer sits under the page's heading: whatever level the model wrote, its headings are one
  // level below, so the page's outline never skips a level.
  ...Object.fromEntries(
    (['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((tag) => [
      tag,
      ({ node: _node, ...props }: ComponentProps<'h2'> & { node?: unknown }) => (
        <h2 {...props} className={styles.heading} />
      ),
    ]),
  ),
  // Wide code and tables scroll sideways on a phone, so the keyboard must reach them too.
  pre: ({ node: _node, ...props }) => <pre {...props} tabIndex={0} />,
  table: ({ node: _node, ...props }) => (
    <div className={styles.scroll} tabIndex={0} role="group" aria-label="表格">
      <table {...props} />
    </div>
  ),
};

/**
 * An assistant answer as HTML: GitHub-flavoured Markdown, `\( \)` and `\[ \]` maths through KaTeX,
 * code blocks. Raw HTML in the answer is never rendered, and links keep only safe protocols.
 */
export function AiMarkdown({ children }: AiMarkdownProps) {
  return (
    <div className={styles.root}>
      <Markdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={rehypePlugins}
        components={components}
        skipHtml
      >
        {toDollarMath(children)}
      </Markdown>
    </div>
  );
}
