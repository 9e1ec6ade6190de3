import type { AnalysisContent } from '@coinsight/domain/api';
import { useId } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import { LoadState } from '../../primitives/LoadState/LoadState.tsx';
import { Notice, type NoticeTone } from '../../primitives/Notice/Notice.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import { AddAnalysisItem } from './AddAnalysisItem.tsx';
import * as styles from './AnalysisEditor.css.ts';
import { EditableList } from './EditableList.tsx';

export const analysisEditorStatuses = ['loading', 'ready', 'error', 'empty'] as const;
export type AnalysisEditorStatus = (typeof analysisEditorStatuses)[number];

export interface AnalysisEditorProps {
  /** @default 'ready' */
  status?: AnalysisEditorStatus;
  /** The days that have an analysis, newest first. */
  days: readonly string[];
  /** The day being edited. */
  date: string | null;
  onDateChange: (date: string) => void;
  /** The day's texts as edited; null while loading. */
  content: AnalysisContent | null;
  onChange: (content: AnalysisContent) => void;
  /** Who edited the day last; null while only the AI wrote it. */
  editedBy?: string | null;
  onSave: () => void;
  /** @default false */
  busy?: boolean;
  /** @default null */
  notice?: { tone: NoticeTone; message: string } | null;
  onRetry?: () => void;
}

/**
 * The daily analysis of a day as the admin corrects it: both summaries, and the texts of the
 * abnormal indicators, events and major items (each may be removed, and new ones added by hand).
 * Texts are plain: the page shows them as text.
 */
export function AnalysisEditor({
  status = 'ready',
  days,
  date,
  onDateChange,
  content,
  onChange,
  editedBy = null,
  onSave,
  busy = false,
  notice = null,
  onRetry,
}: AnalysisEditorProps) {
  const dayId = useId();
  return (
    <section className={styles.root} aria-label="每日分析">
      <label className={styles.field} htmlFor={dayId}>
        日期
        <select
          id={dayId}
          className={styles.input}
          value={date ?? ''}
          disabled={busy || days.length === 0}
          onChange={(event) => onDateChange(event.target.value)}
        >
          {days.map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </select>
      </label>
      <Notice message={notice?.message ?? null} tone={notice?.tone ?? 'error'} />
      {status === 'empty' ? (
        <p className={styles.muted}>暂无每日分析</p>
      ) : (
        <LoadState
          state={status}
          loadingText="每日分析加载中…"
          errorText="每日分析加载失败，请稍后重试"
          onRetry={onRetry}
        >
          {content?.technical && content.news ? (
            <AnalysisForm
              content={content}
              onChange={onChange}
              editedBy={editedBy}
              onSave={onSave}
              busy={busy}
            />
          ) : (
            <p className={styles.muted}>每日分析加载中…</p>
          )}
        </LoadState>
      )}
    </section>
  );
}

/** The day's texts as a form: both summaries, then each list of items with its adding row. */
function AnalysisForm({
  content,
  onChange,
  editedBy,
  onSave,
  busy,
}: Pick<AnalysisEditorProps, 'onChange' | 'onSave'> & {
  content: AnalysisContent;
  editedBy: string | null;
  busy: boolean;
}) {
  const { technical, news } = content;
  const setTechnical = (change: Partial<AnalysisContent['technical']>) =>
    onChange({ ...content, technical: { ...technical, ...change } });
  const setNews = (change: Partial<AnalysisContent['news']>) =>
    onChange({ ...content, news: { ...news, ...change } });
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <p className={styles.muted}>
        {editedBy ? `最近由 ${editedBy} 修订` : '由 AI 撰写，尚未修订'}
      </p>
      <TextField
        label="技术面总结"
        multiline
        value={technical.summary}
        isDisabled={busy}
        onChange={(summary) => setTechnical({ summary })}
      />
      <EditableList
        noun="异常指标"
        items={technical.indicators}
        keyOf={(item, i) => `${item.kind}-${i}`}
        labelOf={(item) => `${item.name}（${item.value}）`}
        textOf={(item) => item.interpretation}
        withText={(item, interpretation) => ({ ...item, interpretation })}
        nameOf={(item) => item.name}
        onChange={(indicators) => setTechnical({ indicators })}
        busy={busy}
      >
        <AddAnalysisItem
          section="indicators"
          busy={busy}
          onAdd={(added) => setTechnical({ indicators: [...technical.indicators, added] })}
        />
      </EditableList>
      <TextField
        label="消息面总结"
        multiline
        value={news.summary}
        isDisabled={busy}
        onChange={(summary) => setNews({ summary })}
      />
      <EditableList
        noun="事件"
        items={news.events}
        keyOf={(item, i) => `${item.title}-${i}`}
        labelOf={(item) => `${item.time} ${item.title}`}
        textOf={(item) => item.brief}
        withText={(item, brief) => ({ ...item, brief })}
        nameOf={(item) => item.title}
        onChange={(events) => setNews({ events })}
        busy={busy}
      >
        <AddAnalysisItem
          section="events"
          busy={busy}
          onAdd={(added) => setNews({ events: [...news.events, added] })}
        />
      </EditableList>
      <EditableList
        noun="重大消息"
        items={news.major}
        keyOf={(item, i) => `${item.title}-${i}`}
        labelOf={(item) => `${item.type} ${item.title}`}
        textOf={(item) => item.brief}
        withText={(item, brief) => ({ ...item, brief })}
        nameOf={(item) => item.title}
        onChange={(major) => setNews({ major })}
        busy={busy}
      >
        <AddAnalysisItem
          section="major"
          busy={busy}
          onAdd={(added) => setNews({ major: [...news.major, added] })}
        />
      </EditableList>
      <div>
        <Button type="submit" isDisabled={busy}>
          保存修订
        </Button>
      </div>
    </form>
  );
}
