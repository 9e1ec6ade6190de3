import {
  abnormalIndicator,
  abnormalKinds,
  analysisEvent,
  majorItem,
  majorTypes,
  type AbnormalIndicator,
  type AbnormalKind,
  type AnalysisEvent,
  type MajorItem,
} from '@coinsight/domain/api';
import { useId, useState } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import { Notice } from '../../primitives/Notice/Notice.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import * as styles from './AnalysisEditor.css.ts';

/** The measures an admin may add an abnormal indicator for, as the charts name them. */
const kindNames: Readonly<Record<AbnormalKind, string>> = {
  nupl: '比特币未实现净盈亏（NUPL）',
  stock_to_flow: '存量流量模型',
  rainbow: '彩虹图',
  whale: '巨鲸指标（MVRV-Z）',
  price: '比特币价格',
};

type Section = 'indicators' | 'events' | 'major';
type Added<S extends Section> = S extends 'indicators'
  ? AbnormalIndicator
  : S extends 'events'
    ? AnalysisEvent
    : MajorItem;

const sectionNames: Readonly<Record<Section, string>> = {
  indicators: '异常指标',
  events: '事件',
  major: '重大消息',
};

export interface AddAnalysisItemProps<S extends Section> {
  section: S;
  /** Called with an item the contract accepts; the fields then clear. */
  onAdd: (item: Added<S>) => void;
  busy: boolean;
}

/**
 * The row under a list that adds one item written by hand (no news item behind it), checked with
 * the contract's own schema so the admin reads the server's Chinese reason before saving. It is not
 * a form of its own: it sits inside the editor's form, and HTML forms do not nest.
 */
export function AddAnalysisItem<S extends Section>({
  section,
  onAdd,
  busy,
}: AddAnalysisItemProps<S>) {
  const kindId = useId();
  const [kind, setKind] = useState<AbnormalKind>('nupl');
  const [type, setType] = useState<(typeof majorTypes)[number]>('利好');
  const [title, setTitle] = useState('');
  const [value, setValue] = useState('');
  const [time, setTime] = useState('');
  const [brief, setBrief] = useState('');
  const [link, setLink] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const name = sectionNames[section];

  const add = () => {
    const parsed =
      section === 'indicators'
        ? abnormalIndicator.safeParse({
            kind,
            name: title.trim() === '' ? kindNames[kind] : title,
            value,
            interpretation: brief,
            link,
          })
        : section === 'events'
          ? analysisEvent.safeParse({ news_id: null, title, brief, time, link })
          : majorItem.safeParse({ news_id: null, type, title, brief, time, link });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? '请检查填写的内容');
      return;
    }
    setProblem(null);
    onAdd(parsed.data as Added<S>);
    for (const clear of [setTitle, setValue, setTime, setBrief, setLink]) clear('');
  };

  return (
    <div className={styles.adding} role="group" aria-label={`添加${name}`}>
      {section === 'indicators' ? (
        <label className={styles.field} htmlFor={kindId}>
          指标
          <select
            id={kindId}
            className={styles.input}
            value={kind}
            disabled={busy}
            onChange={(event) => setKind(event.target.value as AbnormalKind)}
          >
            {abnormalKinds.map((k) => (
              <option key={k} value={k}>
                {kindNames[k]}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {section === 'major' ? (
        <label className={styles.field} htmlFor={kindId}>
          类型
          <select
            id={kindId}
            className={styles.input}
            value={type}
            disabled={busy}
            onChange={(event) => setType(event.target.value as (typeof majorTypes)[number])}
          >
            {majorTypes.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {section === 'indicators' ? (
        <TextField
          label="数值"
          value={value}
          onChange={setValue}
          isDisabled={busy}
          placeholder="如 0.512"
        />
      ) : (
        <TextField
          label="时间"
          value={time}
          onChange={setTime}
          isDisabled={busy}
          placeholder="如 09:30"
        />
      )}
      <TextField
        label={section === 'indicators' ? '名称（可不填）' : '标题'}
        value={title}
        onChange={setTitle}
        isDisabled={busy}
      />
      <div className={styles.wide}>
        <TextField
          label={section === 'indicators' ? '解读' : '简述'}
          multiline
          value={brief}
          onChange={setBrief}
          isDisabled={busy}
        />
      </div>
      <TextField
        label="链接（可不填）"
        value={link}
        onChange={setLink}
        isDisabled={busy}
        placeholder={section === 'indicators' ? '/toTarget?list=1&unit=2' : 'https://…'}
      />
      <Button type="button" variant="secondary" isDisabled={busy} onPress={add}>
        添加{name}
      </Button>
      <Notice message={problem} />
    </div>
  );
}
