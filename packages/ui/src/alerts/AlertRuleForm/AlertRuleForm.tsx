import { alertRule, type AlertKind, type AlertRule } from '@coinsight/domain/alerts';
import { nuplZones } from '@coinsight/domain/indicators';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import * as list from '../../primitives/ListScreen/ListScreen.css.ts';
import { Notice } from '../../primitives/Notice/Notice.tsx';
import * as styles from '../alerts.css.ts';

/** The kinds in the order the select offers them, with their Chinese names. */
export const alertKindLabels: Readonly<Record<AlertKind, string>> = {
  price: '比特币价格',
  nupl_zone: 'NUPL 进入区间',
  mvrv_z: 'MVRV-Z（巨鲸指标）',
  rainbow_band: '彩虹图色带变化',
};

export interface AlertRuleFormProps {
  /** Called with a rule the contract accepts; a rejected promise leaves the form as it was. */
  onSubmit: (rule: AlertRule) => Promise<void> | void;
  /** The member has all 20 alerts: the form says so instead of adding. */
  full?: boolean;
  /** While the add is under way. */
  pending?: boolean;
  /** The server's refusal, shown under the form. */
  error?: string | null;
}

/** Adds one alert: the kind, then what it needs (a zone, or above/below and a level). */
export function AlertRuleForm({
  onSubmit,
  full = false,
  pending = false,
  error = null,
}: AlertRuleFormProps) {
  const id = useId();
  const [kind, setKind] = useState<AlertKind>('price');
  const [direction, setDirection] = useState<'above' | 'below'>('above');
  const [level, setLevel] = useState('');
  const [zone, setZone] = useState('4');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input =
      kind === 'nupl_zone'
        ? { kind, zone }
        : kind === 'rainbow_band'
          ? { kind }
          : { kind, direction, level: level.trim() === '' ? Number.NaN : level };
    const parsed = alertRule.safeParse(input);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? '请输入有效的数值');
      return;
    }
    setProblem(null);
    void Promise.resolve(onSubmit(parsed.data)).then(
      () => setLevel(''),
      () => undefined,
    );
  };

  const needsLevel = kind === 'price' || kind === 'mvrv_z';
  return (
    <form className={styles.form} onSubmit={submit} aria-label="添加提醒" noValidate>
      <label className={list.field} htmlFor={`${id}-kind`}>
        <span className={list.label}>提醒类型</span>
        <select
          id={`${id}-kind`}
          className={list.input}
          value={kind}
          onChange={(e) => setKind(e.target.value as AlertKind)}
        >
          {Object.entries(alertKindLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {kind === 'nupl_zone' ? (
        <label className={list.field} htmlFor={`${id}-zone`}>
          <span className={list.label}>区间</span>
          <select
            id={`${id}-zone`}
            className={list.input}
            value={zone}
            onChange={(e) => setZone(e.target.value)}
          >
            {nuplZones.map((z, index) => (
              <option key={z.name} value={String(index)}>
                {z.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {needsLevel ? (
        <>
          <label className={list.field} htmlFor={`${id}-direction`}>
            <span className={list.label}>条件</span>
            <select
              id={`${id}-direction`}
              className={list.input}
              value={direction}
              onChange={(e) => setDirection(e.target.value as 'above' | 'below')}
            >
              <option value="above">高于</option>
              <option value="below">低于</option>
            </select>
          </label>
          <label className={list.field} htmlFor={`${id}-level`}>
            <span className={list.label}>{kind === 'price' ? '价格（美元）' : '数值'}</span>
            <input
              id={`${id}-level`}
              className={list.input}
              inputMode="decimal"
              value={level}
              onChange={(e) => setLevel(e.target.value)}
              placeholder={kind === 'price' ? '例如 100000' : '例如 7'}
            />
          </label>
        </>
      ) : null}
      <Button type="submit" isDisabled={full || pending}>
        {pending ? '添加中…' : '添加提醒'}
      </Button>
      <Notice message={full ? '最多只能设置 20 条提醒' : (problem ?? error)} />
    </form>
  );
}
