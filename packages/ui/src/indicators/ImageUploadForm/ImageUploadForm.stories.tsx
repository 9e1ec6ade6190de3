import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ImageUploadForm } from './ImageUploadForm.tsx';

const targets = [
  { id: 101, title: '存量流量模型' },
  { id: 102, title: 'NUPL' },
];

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'nupl.png', { type: 'image/png' });

const meta = {
  title: 'Indicators/ImageUploadForm',
  component: ImageUploadForm,
  tags: ['autodocs'],
  args: { targets, onUpload: fn(async () => {}) },
} satisfies Meta<typeof ImageUploadForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No file chosen: 请选择要上传的文件, and nothing is sent. */
export const NoFileChosen: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '上传' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请选择要上传的文件');
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const Uploaded: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '指标' }), 'NUPL');
    await userEvent.upload(canvas.getByLabelText('图片（PNG）'), png());
    await userEvent.click(canvas.getByRole('button', { name: '上传' }));
    await expect(await canvas.findByText('上传成功')).toBeVisible();
    await expect(args.onUpload).toHaveBeenCalledWith(expect.any(File), 102);
  },
};

/** The server refused or the network failed: 上传图片时出错. */
export const Failed: Story = {
  args: { onUpload: fn(async () => Promise.reject(new Error('413'))) },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('图片（PNG）'), png());
    await userEvent.click(canvas.getByRole('button', { name: '上传' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('上传图片时出错');
  },
};

export const Uploading: Story = {
  args: { onUpload: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('图片（PNG）'), png());
    await userEvent.click(canvas.getByRole('button', { name: '上传' }));
    await expect(await canvas.findByRole('button', { name: '上传中…' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const form = canvas.getByRole('form', { name: '上传指标缩略图' }).getBoundingClientRect();
    await expect(form.right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
