import { emptyDraft, type DocumentDraft } from '@coinsight/domain/documents';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { DocumentEditor, type DocumentEditorProps } from './DocumentEditor.tsx';

const groups = [
  { id: 11, title: '防骗指南' },
  { id: 13, title: '做多与做空' },
];

const newsDraft: DocumentDraft = {
  ...emptyDraft('news', groups),
  title: '币见周报：比特币现货 ETF 连续五日净流入',
  html: '<p>本周比特币现货 ETF 合计净流入 <strong>21.4 亿美元</strong>。</p>',
  type: 'bullish',
  important: true,
};

const articleDraft: DocumentDraft = {
  ...emptyDraft('knowledge', groups),
  title: '资金费率怎么看',
  html: '<p>资金费率长期为正，说明做多的人更多。</p>',
  groupId: 13,
  headerKlg: '资金费率是合约市场情绪的温度计。',
  keywords: '资金费率，多空比',
};

/** The form with its draft kept, as the section keeps it. */
function Controlled(props: DocumentEditorProps) {
  const [draft, setDraft] = useState(props.draft);
  return (
    <DocumentEditor
      {...props}
      draft={draft}
      onChange={(next) => {
        setDraft(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Documents/DocumentEditor',
  component: DocumentEditor,
  tags: ['autodocs'],
  args: {
    draft: newsDraft,
    groups,
    state: 'draft',
    onChange: fn(),
    onSave: fn(),
    onPreview: fn(),
    onToggleState: fn(),
    onBack: fn(),
    onUploadImage: fn(async () =>
      Promise.resolve(`/api/v1/filepro/document_image/${'0'.repeat(64)}.png`),
    ),
  },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof DocumentEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewsDraft: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('新闻 · 草稿')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('新闻倾向'), '利空');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...newsDraft, type: 'bearish' });
    await userEvent.click(canvas.getByRole('checkbox', { name: '大事件' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ important: false }),
    );
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: '预览' }));
    await expect(args.onPreview).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: '发布' }));
    await expect(args.onToggleState).toHaveBeenCalledOnce();
  },
};

export const NotSavedYet: Story = {
  args: { draft: emptyDraft('news', groups), state: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('新闻 · 未保存')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '发布' })).toBeDisabled();
  },
};

export const Published: Story = {
  args: { state: 'published', notice: { tone: 'success', message: '已发布' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('已发布')).toHaveAttribute('role', 'status');
    await userEvent.click(canvas.getByRole('button', { name: '下架' }));
    await expect(args.onToggleState).toHaveBeenCalledOnce();
  },
};

export const KnowledgeArticle: Story = {
  args: { draft: articleDraft, state: 'unpublished' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('知识文章 · 已下架')).toBeVisible();
    await expect(canvas.getByLabelText('知识分组')).toHaveValue('13');
    await userEvent.selectOptions(canvas.getByLabelText('知识分组'), '防骗指南');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith({ ...articleDraft, groupId: 11 }),
    );
    await expect(canvas.getByRole('textbox', { name: '导语' })).toHaveValue(
      '资金费率是合约市场情绪的温度计。',
    );
  },
};

export const Refused: Story = {
  args: {
    draft: emptyDraft('news', groups),
    errors: { title: '请填写标题', html: '请填写正文' },
    notice: { tone: 'error', message: '保存失败，请重试' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('保存失败，请重试');
    await expect(canvas.getByRole('textbox', { name: '标题' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText('请填写正文')).toBeVisible();
  },
};

export const Saving: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '保存' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '发布' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { draft: articleDraft },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '保存' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
