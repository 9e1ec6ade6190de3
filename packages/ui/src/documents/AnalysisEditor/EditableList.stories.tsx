import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { EditableList, type EditableListProps } from './EditableList.tsx';

interface NewsEvent {
  title: string;
  brief: string;
}

const events: NewsEvent[] = [
  { title: '美联储议息', brief: '维持利率不变，点阵图显示年内或再降息一次。' },
  { title: 'ETF 净流入', brief: '现货 ETF 连续三日净流入，单日超 5 亿美元。' },
];

type Props = EditableListProps<NewsEvent>;

/** The list as the analysis editor holds it: its items in state, changed by each edit. */
function EventsList(props: Props) {
  const [items, setItems] = useState(props.items);
  return (
    <EditableList<NewsEvent>
      {...props}
      items={items}
      onChange={(next) => {
        setItems(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Documents/EditableList',
  component: EventsList,
  tags: ['autodocs'],
  args: {
    noun: '事件',
    items: events,
    keyOf: (item, index) => `${item.title}-${index}`,
    labelOf: (item) => item.title,
    textOf: (item) => item.brief,
    withText: (item, brief) => ({ ...item, brief }),
    nameOf: (item) => item.title,
    onChange: fn(),
    busy: false,
  },
} satisfies Meta<typeof EventsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '事件（2）' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '美联储议息' })).toHaveValue(
      '维持利率不变，点阵图显示年内或再降息一次。',
    );
  },
};

/** 删除 takes the item out and the legend's count follows. */
export const Remove: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除事件「美联储议息」' }));
    await expect(canvas.getByRole('group', { name: '事件（1）' })).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledWith([events[1]]);
  },
};

/** While the analysis is saved, nothing can be edited or removed. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'ETF 净流入' })).toBeDisabled();
    for (const button of canvas.getAllByRole('button', { name: /删除/ }))
      await expect(button).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '事件（0）' })).toBeVisible();
  },
};
