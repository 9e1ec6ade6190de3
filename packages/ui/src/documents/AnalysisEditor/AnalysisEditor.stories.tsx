import type { AnalysisContent } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  AnalysisEditor,
  analysisEditorStatuses,
  type AnalysisEditorProps,
} from './AnalysisEditor.tsx';

const content: AnalysisContent = {
  technical: {
    summary: '比特币收于 98,420 美元，NUPL 进入“信念”区间。',
    indicators: [
      {
        kind: 'nupl',
        name: '比特币未实现净盈亏（NUPL）',
        value: '0.512',
        interpretation: 'NUPL 从“希望”进入“信念”区间，市场整体获利扩大。',
        link: '/toTarget?list=1&unit=2',
      },
    ],
  },
  news: {
    summary: '现货 ETF 连续净流入，美联储纪要偏鹰。',
    events: [
      {
        news_id: 12,
        title: '比特币现货 ETF 单日净流入 5 亿美元',
        brief: '机构配置需求仍在。',
        time: '09:35',
        link: '',
      },
    ],
    major: [
      {
        news_id: 13,
        type: '利空',
        title: '美联储纪要：多数官员支持放缓降息',
        brief: '降息节奏或放缓。',
        time: '03:00',
        link: '',
      },
    ],
  },
};

const m = messages.analysis;

function Controlled(props: AnalysisEditorProps) {
  const [value, setValue] = useState(props.content);
  return (
    <AnalysisEditor
      {...props}
      content={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Documents/AnalysisEditor',
  component: AnalysisEditor,
  tags: ['autodocs'],
  args: {
    days: ['2026-11-23', '2026-11-22'],
    date: '2026-11-23',
    onDateChange: fn(),
    content,
    onChange: fn(),
    onSave: fn(),
    onRetry: fn(),
  },
  argTypes: { status: { control: 'select', options: analysisEditorStatuses } },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof AnalysisEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('由 AI 撰写，尚未修订')).toBeVisible();
    const summary = canvas.getByRole('textbox', { name: '技术面总结' });
    await userEvent.type(summary, '！');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        technical: expect.objectContaining({
          summary: '比特币收于 98,420 美元，NUPL 进入“信念”区间。！',
        }) as unknown,
      }),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: '删除重大消息「美联储纪要：多数官员支持放缓降息」' }),
    );
    await expect(canvas.getByText('重大消息（0）')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('日期'), '2026-11-22');
    await expect(args.onDateChange).toHaveBeenCalledWith('2026-11-22');
    await userEvent.click(canvas.getByRole('button', { name: '保存修订' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

export const Edited: Story = {
  args: { editedBy: 'ops-li', notice: { tone: 'success', message: '已保存' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('最近由 ops-li 修订')).toBeVisible();
    await expect(canvas.getByText('已保存')).toHaveAttribute('role', 'status');
  },
};

export const Loading: Story = {
  args: { status: 'loading', content: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('每日分析加载中…')).toHaveAttribute('role', 'status');
  },
};

export const Empty: Story = {
  args: { status: 'empty', days: [], date: null, content: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无每日分析')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 'error', content: null },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('每日分析加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '保存修订' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** An event written by hand under the list; the contract's Chinese reason before anything is added. */
export const AddEvent: Story = {
  play: async ({ args, canvas }) => {
    const events = within(canvas.getByRole('group', { name: '添加事件' }));
    await userEvent.type(events.getByRole('textbox', { name: '时间' }), '9点半');
    await userEvent.type(
      events.getByRole('textbox', { name: '标题' }),
      '某交易所上线现货 ETF 期权',
    );
    await userEvent.type(events.getByRole('textbox', { name: '简述' }), '衍生品市场更完整。');
    await userEvent.click(events.getByRole('button', { name: '添加事件' }));
    await expect(events.getByText(m.timeInvalid)).toBeVisible();
    await expect(canvas.getByText('事件（1）')).toBeVisible();
    await userEvent.clear(events.getByRole('textbox', { name: '时间' }));
    await userEvent.type(events.getByRole('textbox', { name: '时间' }), '21:30');
    await userEvent.click(events.getByRole('button', { name: '添加事件' }));
    await expect(canvas.getByText('事件（2）')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        news: expect.objectContaining({
          events: [
            expect.anything(),
            {
              news_id: null,
              title: '某交易所上线现货 ETF 期权',
              brief: '衍生品市场更完整。',
              time: '21:30',
              link: '',
            },
          ],
        }) as unknown,
      }),
    );
    await expect(events.getByRole('textbox', { name: '标题' })).toHaveValue('');
  },
};

/** A 利好 item written by hand: a missing title or a script link is refused first. */
export const AddMajorItem: Story = {
  play: async ({ canvas }) => {
    const major = within(canvas.getByRole('group', { name: '添加重大消息' }));
    await userEvent.click(major.getByRole('button', { name: '添加重大消息' }));
    await expect(major.getByText(m.textRequired)).toBeVisible();
    await userEvent.selectOptions(major.getByLabelText('类型'), '利好');
    await userEvent.type(major.getByRole('textbox', { name: '时间' }), '08:00');
    await userEvent.type(major.getByRole('textbox', { name: '标题' }), '某国将比特币纳入储备');
    await userEvent.type(major.getByRole('textbox', { name: '简述' }), '长期需求增加。');
    await userEvent.type(major.getByRole('textbox', { name: '链接（可不填）' }), 'javascript:x');
    await userEvent.click(major.getByRole('button', { name: '添加重大消息' }));
    await expect(major.getByText(m.linkInvalid)).toBeVisible();
    await userEvent.clear(major.getByRole('textbox', { name: '链接（可不填）' }));
    await userEvent.click(major.getByRole('button', { name: '添加重大消息' }));
    await expect(canvas.getByText('重大消息（2）')).toBeVisible();
  },
};

/** An abnormal indicator added by hand, named after its chart when the name is left empty. */
export const AddIndicator: Story = {
  play: async ({ args, canvas }) => {
    const indicators = within(canvas.getByRole('group', { name: '添加异常指标' }));
    await userEvent.selectOptions(indicators.getByLabelText('指标'), 'whale');
    await userEvent.type(indicators.getByRole('textbox', { name: '数值' }), '7.2');
    await userEvent.type(indicators.getByRole('textbox', { name: '解读' }), 'MVRV-Z 越过 7。');
    await userEvent.click(indicators.getByRole('button', { name: '添加异常指标' }));
    await expect(canvas.getByText('异常指标（2）')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '巨鲸指标（MVRV-Z）（7.2）' })).toHaveValue(
      'MVRV-Z 越过 7。',
    );
    await userEvent.click(canvas.getByRole('button', { name: '保存修订' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

export const AddingWhileSaving: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    const events = within(canvas.getByRole('group', { name: '添加事件' }));
    await expect(events.getByRole('button', { name: '添加事件' })).toBeDisabled();
    await expect(events.getByRole('textbox', { name: '标题' })).toBeDisabled();
  },
};
