import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { storyAnswer, xssCorpus } from '../private/storyAi.ts';
import { AiMarkdown } from './AiMarkdown.tsx';

const meta = {
  title: 'AI/AiMarkdown',
  component: AiMarkdown,
  tags: ['autodocs'],
  args: { children: storyAnswer },
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof AiMarkdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Answer: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: '结论' })).toBeVisible();
    await expect(canvas.getByText('区间震荡').tagName).toBe('STRONG');
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getByText(/nupl = \(market_cap/).closest('pre')).not.toBeNull();
    // \( \) became inline KaTeX and \[ \] a display formula, with MathML for screen readers.
    await expect(canvasElement.querySelectorAll('.katex')).toHaveLength(2);
    await expect(canvasElement.querySelectorAll('.katex-display')).toHaveLength(1);
    await expect(canvasElement.querySelector('.katex math')).not.toBeNull();
    await expect(canvasElement.textContent).not.toContain('\\(');
  },
};

export const Empty: Story = {
  args: { children: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent?.trim()).toBe('');
  },
};

export const PricesAreNotMaths: Story = {
  args: { children: '比特币从 $95,000 涨到 $100,000，而 `\\(x\\)` 是代码。' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('.katex')).toBeNull();
    await expect(canvas.getByText(/从 \$95,000 涨到 \$100,000/)).toBeVisible();
    await expect(canvas.getByText('\\(x\\)').tagName).toBe('CODE');
  },
};

export const Links: Story = {
  args: { children: '详见 [Coin Metrics](https://coinmetrics.io/) 的说明。' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Coin Metrics' });
    await expect(link).toHaveAttribute('href', 'https://coinmetrics.io/');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  },
};

export const HostileOutput: Story = {
  args: { children: xssCorpus },
  play: async ({ canvasElement }) => {
    const seen = window as { __xss?: unknown };
    const root = canvasElement.firstElementChild!;
    await expect(root.querySelector('script, iframe, svg, details, style')).toBeNull();
    // KaTeX writes MathML of its own; the model's <math> must not survive.
    await expect(root.querySelector('math:not(.katex math)')).toBeNull();
    await expect(root.querySelector('[onerror], [onload], [ontoggle], [onmouseover]')).toBeNull();
    for (const link of root.querySelectorAll('a, img')) {
      const target = link.getAttribute('href') ?? link.getAttribute('src') ?? '';
      await expect(target).not.toMatch(/^\s*(javascript|data):/i);
    }
    // Give anything that slipped through (an image error, a load event) the time to fire.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await waitFor(() => expect(seen.__xss).toBeUndefined());
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div style={{ padding: 8 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.katex')).not.toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
