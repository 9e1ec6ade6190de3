import type { AnalysisContent } from '@coinsight/domain/api';
import { useId } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import { LoadState } from '../../primitives/LoadState/LoadState.tsx';
import { Notice, type NoticeTone } from '../../primitives/Notice/Notice.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import { AddAnalysisItem } from './AddAnalysisItem.tsx';
import * as styles from './AnalysisEditor.css.ts';

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
 * abnormal indicators, events and major items (each may be removed, and new ones added by hand). Texts are plain: the page
 * shows them as text.
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
  const technical = content?.technical;
  const news = content?.news;
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
          {content && technical && news ? (
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
                onChange={(summary) =>
                  onChange({ ...content, technical: { ...technical, summary } })
                }
              />
              <fieldset className={styles.group}>
                <legend>异常指标（{technical.indicators.length}）</legend>
                {technical.indicators.map((item, i) => (
                  <div key={`${item.kind}-${i}`} className={styles.item}>
                    <TextField
                      label={`${item.name}（${item.value}）`}
                      multiline
                      value={item.interpretation}
                      isDisabled={busy}
                      onChange={(interpretation) =>
                        onChange({
                          ...content,
                          technical: {
                            ...technical,
                            indicators: technical.indicators.map((x, j) =>
                              j === i ? { ...x, interpretation } : x,
                            ),
                          },
                        })
                      }
                    />
                    <Button
                      variant="ghost"
                      aria-label={`删除异常指标「${item.name}」`}
                      isDisabled={busy}
                      onPress={() =>
                        onChange({
                          ...content,
                          technical: {
                            ...technical,
                            indicators: technical.indicators.filter((_, j) => j !== i),
                          },
                        })
                      }
                    >
                      删除
                    </Button>
                  </div>
                ))}
                <AddAnalysisItem
                  section="indicators"
                  busy={busy}
                  onAdd={(added) =>
                    onChange({
                      ...content,
                      technical: { ...technical, indicators: [...technical.indicators, added] },
                    })
                  }
                />
              </fieldset>
              <TextField
                label="消息面总结"
                multiline
                value={news.summary}
                isDisabled={busy}
                onChange={(summary) => onChange({ ...content, news: { ...news, summary } })}
              />
              <fieldset className={styles.group}>
                <legend>事件（{news.events.length}）</legend>
                {news.events.map((item, i) => (
                  <div key={`${item.title}-${i}`} className={styles.item}>
                    <TextField
                      label={`${item.time} ${item.title}`}
                      multiline
                      value={item.brief}
                      isDisabled={busy}
                      onChange={(brief) =>
                        onChange({
                          ...content,
                          news: {
                            ...news,
                            events: news.events.map((x, j) => (j === i ? { ...x, brief } : x)),
                          },
                        })
                      }
                    />
                    <Button
                      variant="ghost"
                      aria-label={`删除事件「${item.title}」`}
                      isDisabled={busy}
                      onPress={() =>
                        onChange({
                          ...content,
                          news: { ...news, events: news.events.filter((_, j) => j !== i) },
                        })
                      }
                    >
                      删除
                    </Button>
                  </div>
                ))}
                <AddAnalysisItem
                  section="events"
                  busy={busy}
                  onAdd={(added) =>
                    onChange({ ...content, news: { ...news, events: [...news.events, added] } })
                  }
                />
              </fieldset>
              <fieldset className={styles.group}>
                <legend>重大消息（{news.major.length}）</legend>
                {news.major.map((item, i) => (
                  <div key={`${item.title}-${i}`} className={styles.item}>
                    <TextField
                      label={`${item.type} ${item.title}`}
                      multiline
                      value={item.brief}
                      isDisabled={busy}
                      onChange={(brief) =>
                        onChange({
                          ...content,
                          news: {
                            ...news,
                            major: news.major.map((x, j) => (j === i ? { ...x, brief } : x)),
                          },
                        })
                      }
                    />
                    <Button
                      variant="ghost"
                      aria-label={`删除重大消息「${item.title}」`}
                      isDisabled={busy}
                      onPress={() =>
                        onChange({
                          ...content,
                          news: { ...news, major: news.major.filter((_, j) => j !== i) },
                        })
                      }
                    >
                      删除
                    </Button>
                  </div>
                ))}
                <AddAnalysisItem
                  section="major"
                  busy={busy}
                  onAdd={(added) =>
                    onChange({ ...content, news: { ...news, major: [...news.major, added] } })
                  }
                />
              </fieldset>
              <div>
                <Button type="submit" isDisabled={busy}>
                  保存修订
                </Button>
              </div>
            </form>
          ) : (
            <p className={styles.muted}>每日分析加载中…</p>
          )}
        </LoadState>
      )}
    </section>
  );
}
