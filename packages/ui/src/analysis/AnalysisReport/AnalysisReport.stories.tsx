import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyNewsHref, storyQuietRecord, storyRecord } from '../private/storyAnalysis.ts';
import { AnalysisReport } from './AnalysisReport.tsx';

const meta = {
  title: 'Analysis/AnalysisReport',
  component: AnalysisReport,
  tags: ['autodocs'],
  args: {
    date: storyRecord.date,
    record: storyRecord,
    status: 'ready',
    newsHref: storyNewsHref,
    onRetry: fn(),
    onLogin: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 860, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof AnalysisReport>;

export default meta;
type Story = StoryObj<typeof meta>;

const sectionTitles = ['技术面总结', '异常指标', '新闻面总结', '新闻事件', '重大利好与利空'];

/** The five sections, and where each link lands (indicator → chart, event and major → news). */
export const FiveSections: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      '2026年11月23日 周一 每日分析',
    );
    await expect([...canvasElement.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(
      sectionTitles,
    );
    // Every link as [its text, href, target]: plain DOM reads, role queries are slow on a busy machine.
    const links = [...canvasElement.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
      a.getAttribute('target'),
    ]);
    await expect(links).toEqual([
      ['比特币未实现净盈亏（NUPL）', '/toTarget?list=1&unit=2', null],
      ['彩虹图', '/toTarget?list=1&unit=4', null],
      ['比特币现货 ETF 单日净流入超 5 亿美元', '/toNewsDetail?newsid=101', null],
      ['美联储官员称年内仍有降息空间（原文）', 'https://example.com/fed', '_blank'],
      ['比特币现货 ETF 单日净流入超 5 亿美元', '/toNewsDetail?newsid=101', null],
      ['某大型交易所热钱包出现异常转出', '/toNewsDetail?newsid=103', null],
    ]);
    await expect(canvasElement.querySelector('a[target="_blank"]')).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    // A large price move has no chart of its own in the menu: plain text, no link.
    await expect(canvas.getByText('比特币日收盘价').tagName).toBe('SPAN');
    await expect(canvas.getByText('利好')).toBeVisible();
    await expect(canvas.getByText('利空')).toBeVisible();
    await expect(canvas.getByText(/更新于 2026-11-24 00:20（北京时间）/)).toBeVisible();
  },
};

/** A quiet day: every list says it is empty; an admin's edit is told. */
export const QuietDay: Story = {
  args: { date: storyQuietRecord.date, record: storyQuietRecord },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('当日无异常指标')).toBeVisible();
    await expect(canvas.getByText('当日暂无新闻事件')).toBeVisible();
    await expect(canvas.getByText('当日无重大利好或利空')).toBeVisible();
    await expect(canvas.getByText(/已由管理员修订/)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Loading: Story = {
  args: { record: null, status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('分析加载中…')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('article')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { record: null, status: 'error' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('每日分析加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A visitor: the record needs a login. */
export const NeedsLogin: Story = {
  args: { record: null, status: 'login' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('登录后查看每日分析')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '登录/注册' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('heading', { level: 3 })).toBeNull();
  },
};

/** The day has no record (404). */
export const Missing: Story = {
  args: { record: null, status: 'missing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该日暂无每日分析')).toHaveAttribute('role', 'status');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '重大利好与利空' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
