import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor.tsx';

const picture = `/api/v1/filepro/document_image/${'0'.repeat(64)}.png`;

/** The editor with its value kept, as a form keeps it; the last HTML is shown under it. */
function Controlled(props: RichTextEditorProps) {
  const [html, setHtml] = useState(props.value);
  return (
    <>
      <RichTextEditor
        {...props}
        value={html}
        onChange={(next) => {
          setHtml(next);
          props.onChange(next);
        }}
      />
      <output data-testid="html" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
        {html}
      </output>
    </>
  );
}

const meta = {
  title: 'Documents/RichTextEditor',
  component: RichTextEditor,
  tags: ['autodocs'],
  args: {
    label: '正文',
    value: '',
    onChange: fn(),
    onUploadImage: fn(async () => Promise.resolve(picture)),
  },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 860 }}>{Story()}</div>],
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvas: { getByRole: (role: 'textbox', o: { name: string }) => HTMLElement }) =>
  canvas.getByRole('textbox', { name: '正文' });

/** Typing itself is proven in Chromium by the documents e2e; here the toolbar's commands. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(body(canvas)).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: '列表' }));
    await expect(canvas.getByRole('button', { name: '列表' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(canvasElement.querySelector('[role=textbox] ul li')).not.toBeNull());
  },
};

export const WithContent: Story = {
  args: {
    value:
      '<h2>什么是减半</h2><p>每 21 万个区块，新产出的比特币<strong>减少一半</strong>。</p>' +
      '<ul><li>2012</li><li>2016</li></ul><blockquote>过去不代表未来。</blockquote>',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '什么是减半' })).toBeVisible();
    await expect(canvas.getByText('过去不代表未来。')).toBeVisible();
    await expect(canvas.getByRole('toolbar', { name: '正文格式' })).toBeVisible();
  },
};

/** 插入图片 uploads through the call it is given and puts the answered address in the body. */
export const InsertPicture: Story = {
  args: { value: '<p>图表如下</p>' },
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'chart.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await waitFor(() => expect(args.onUploadImage).toHaveBeenCalledWith(file));
    await waitFor(() =>
      expect(canvasElement.querySelector(`[role=textbox] img[src="${picture}"]`)).not.toBeNull(),
    );
    await expect(canvas.getByTestId('html')).toHaveTextContent(picture);
  },
};

export const UploadRefused: Story = {
  args: {
    onUploadImage: fn(async () => Promise.reject(new Error('请上传 PNG 或 JPEG 格式的图片'))),
  },
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['x'], 'a.png', { type: 'image/png' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '请上传 PNG 或 JPEG 格式的图片',
    );
  },
};

export const Link: Story = {
  args: { value: '<p>原文</p>' },
  play: async ({ canvas }) => {
    await userEvent.tripleClick(canvas.getByText('原文'));
    await userEvent.click(canvas.getByRole('button', { name: '链接' }));
    const address = canvas.getByRole('textbox', { name: '链接地址' });
    await userEvent.clear(address);
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('链接须以 http:// 或 https:// 开头');
    await userEvent.clear(address);
    await userEvent.type(address, 'https://example.com/a');
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(canvas.getByTestId('html')).toHaveTextContent('href="https://example.com/a"'),
    );
  },
};

export const Refused: Story = {
  args: { error: '请填写正文' },
  play: async ({ canvas }) => {
    await expect(body(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('请填写正文')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { value: '<p>保存中</p>', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(body(canvas)).toHaveAttribute('contenteditable', 'false');
    await expect(canvas.getByRole('button', { name: '加粗' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { value: '<p>手机上编辑一段较长的正文，工具栏会换行而不会撑出屏幕。</p>' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '插入图片' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
