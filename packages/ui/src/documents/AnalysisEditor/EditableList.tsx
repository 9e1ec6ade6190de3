import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import * as styles from './AnalysisEditor.css.ts';

export interface EditableListProps<T> {
  /** What the list holds (异常指标, 事件, 重大消息): its legend with the count, and each 删除's name. */
  noun: string;
  items: readonly T[];
  /** A key for the item at its place. */
  keyOf: (item: T, index: number) => string;
  /** The label of the item's text field. */
  labelOf: (item: T) => string;
  /** What the admin may correct: the item's text. */
  textOf: (item: T) => string;
  /** The item with its text corrected. */
  withText: (item: T, text: string) => T;
  /** How 删除 names the item. */
  nameOf: (item: T) => string;
  /** The list after a text was corrected or an item removed. */
  onChange: (items: T[]) => void;
  busy: boolean;
  /** The row adding one item by hand, under the list. */
  children?: ReactNode;
}

/** A list of an analysis's items in a fieldset: each item's text may be corrected or removed. */
export function EditableList<T>({
  noun,
  items,
  keyOf,
  labelOf,
  textOf,
  withText,
  nameOf,
  onChange,
  busy,
  children,
}: EditableListProps<T>) {
  return (
    <fieldset className={styles.group}>
      <legend>
        {noun}（{items.length}）
      </legend>
      {items.map((item, i) => (
        <div key={keyOf(item, i)} className={styles.item}>
          <TextField
            label={labelOf(item)}
            multiline
            value={textOf(item)}
            isDisabled={busy}
            onChange={(text) => onChange(items.map((x, j) => (j === i ? withText(x, text) : x)))}
          />
          <Button
            variant="ghost"
            aria-label={`删除${noun}「${nameOf(item)}」`}
            isDisabled={busy}
            onPress={() => onChange(items.filter((_, j) => j !== i))}
          >
            删除
          </Button>
        </div>
      ))}
      {children}
    </fieldset>
  );
}
