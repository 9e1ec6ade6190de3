import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCatalogue } from '../shared/storyFixtures.ts';
import { IndicatorCatalogue, type IndicatorCatalogueProps } from './IndicatorCatalogue.tsx';

const meta = {
  title: 'Admin/IndicatorCatalogue',
  component: IndicatorCatalogue,
  tags: ['autodocs'],
  args: {
    groups: storyCatalogue,
    onRename: fn<IndicatorCatalogueProps['onRename']>(async () => '已保存标题'),
    onReorder: fn<IndicatorCatalogueProps['onReorder']>(async () => '已调整顺序'),
    onUpload: fn<IndicatorCatalogueProps['onUpload']>(async () => {}),
    onRetry: fn(),
  },
} satisfies Meta<typeof IndicatorCatalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalogue: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: '链上指标 的指标' })).getAllByRole(
      'listitem',
    );
    await expect(items).toHaveLength(3);
    await expect(canvas.getByRole('img', { name: 'MVRV-Z 的免费缩略图' })).toBeVisible();
    await expect(items[0]).toHaveTextContent('无缩略图');
    await expect(canvas.getByRole('button', { name: '上移 NUPL' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '下移 彩虹图' })).toBeDisabled();
    // What /picupdate did, here: the upload form lists every indicator.
    await expect(canvas.getByRole('heading', { name: '上传免费缩略图' })).toBeVisible();
  },
};

export const Rename: Story = {
  play: async ({ args, canvas }) => {
    const save = canvas.getByRole('button', { name: '保存标题 NUPL' });
    await expect(save).toBeDisabled();
    const title = canvas.getByRole('textbox', { name: '第 1 位标题' });
    await userEvent.clear(title);
    await userEvent.type(title, '未实现净盈亏（NUPL） ');
    await userEvent.click(save);
    await expect(args.onRename).toHaveBeenCalledWith(
      expect.objectContaining({ id: 5 }),
      '未实现净盈亏（NUPL）',
    );
    await expect(await canvas.findByText('已保存标题')).toHaveAttribute('role', 'status');
  },
};

export const Reorder: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '下移 NUPL' }));
    await expect(args.onReorder).toHaveBeenCalledWith(
      expect.objectContaining({ id: 1 }),
      [6, 5, 7],
    );
  },
};

export const RenameRefused: Story = {
  args: {
    onRename: fn<IndicatorCatalogueProps['onRename']>(async () => {
      throw new Error('指标标题应为 1 到 64 个字');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '第 2 位标题' }), '!');
    await userEvent.click(canvas.getByRole('button', { name: '保存标题 MVRV-Z' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('指标标题应为 1 到 64 个字');
  },
};

export const Empty: Story = {
  args: { groups: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无指标')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: '上传免费缩略图' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('指标目录加载中…')).toHaveAttribute('role', 'status');
  },
};

export const LoadFailed: Story = {
  args: { state: 'error' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: '下移 NUPL' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
