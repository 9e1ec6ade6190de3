import { newsTypes, type KnowledgeGroupRef, type NewsType } from '@coinsight/domain/api';
import {
  documentKindLabels,
  documentStateLabels,
  toggleTarget,
  type DocumentDraft,
  type DocumentState,
  type DraftField,
} from '@coinsight/domain/documents';
import { useId } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import { Notice, type NoticeTone } from '../../primitives/Notice/Notice.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import { RichTextEditor } from '../RichTextEditor/RichTextEditor.tsx';
import * as styles from './DocumentEditor.css.ts';

/** How each lean reads in the form. */
export const newsTypeLabels: Readonly<Record<NewsType, string>> = {
  bullish: '利好',
  'bullish-1': '偏利好',
  bearish: '利空',
  'bearish-1': '偏利空',
  neutral: '中性',
};

export interface DocumentEditorProps {
  draft: DocumentDraft;
  onChange: (draft: DocumentDraft) => void;
  /** The knowledge groups an article may go in. */
  groups: readonly KnowledgeGroupRef[];
  /** The stored document's state; null for one not saved yet (no 发布 until it is). */
  state: DocumentState | null;
  /** Refusals by field, from the contract's rules or the server's answer. @default {} */
  errors?: Partial<Record<DraftField, string>>;
  /** A line about the last action (已保存, a server refusal). @default null */
  notice?: { tone: NoticeTone; message: string } | null;
  /** A call is under way: the buttons wait. @default false */
  busy?: boolean;
  onSave: () => void;
  onPreview: () => void;
  /** 发布 or 下架 the saved document. */
  onToggleState: () => void;
  onBack: () => void;
  /** The upload call for pictures in the body. */
  onUploadImage?: (file: File) => Promise<string>;
}

/** The form of a news item or knowledge article: its fields, the rich-text body and the actions. */
export function DocumentEditor({
  draft,
  onChange,
  groups,
  state,
  errors = {},
  notice = null,
  busy = false,
  onSave,
  onPreview,
  onToggleState,
  onBack,
  onUploadImage,
}: DocumentEditorProps) {
  const typeId = useId();
  const groupId = useId();
  const set = <K extends keyof DocumentDraft>(key: K, value: DocumentDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const kindLabel = documentKindLabels[draft.kind];
  const target = state ? toggleTarget(state) : 'published';
  return (
    <form
      className={styles.root}
      aria-label={`编辑${kindLabel}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <header className={styles.header}>
        <Button variant="ghost" onPress={onBack}>
          ‹ 返回列表
        </Button>
        <p className={styles.state}>
          {kindLabel} · {state ? documentStateLabels[state] : '未保存'}
        </p>
      </header>
      <Notice message={notice?.message ?? null} tone={notice?.tone ?? 'error'} />
      <TextField
        label="标题"
        value={draft.title}
        onChange={(title) => set('title', title)}
        error={errors.title ?? null}
        isDisabled={busy}
      />
      {draft.kind === 'news' ? (
        <div className={styles.grid}>
          <label className={styles.field} htmlFor={typeId}>
            新闻倾向
            <select
              id={typeId}
              className={styles.input}
              value={draft.type}
              disabled={busy}
              onChange={(event) => set('type', event.target.value as NewsType)}
            >
              {newsTypes.map((type) => (
                <option key={type} value={type}>
                  {newsTypeLabels[type]}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={draft.important}
              disabled={busy}
              onChange={(event) => set('important', event.target.checked)}
            />
            大事件
          </label>
        </div>
      ) : (
        <div className={styles.grid}>
          <label className={styles.field} htmlFor={groupId}>
            知识分组
            <select
              id={groupId}
              className={styles.input}
              value={draft.groupId ?? ''}
              disabled={busy}
              aria-invalid={errors.groupId ? true : undefined}
              onChange={(event) =>
                set('groupId', event.target.value ? Number(event.target.value) : null)
              }
            >
              {groups.map((group) => (
                <option key={group.id} value={group.id}>
                  {group.title}
                </option>
              ))}
            </select>
            {errors.groupId ? <span className={styles.error}>{errors.groupId}</span> : null}
          </label>
          <TextField
            label="关键词"
            description="用逗号分隔，最多 8 个"
            value={draft.keywords}
            onChange={(keywords) => set('keywords', keywords)}
            error={errors.keywords ?? null}
            isDisabled={busy}
          />
        </div>
      )}
      {draft.kind === 'news' ? (
        <TextField
          label="摘要"
          description="留空则取正文开头"
          multiline
          value={draft.summary}
          onChange={(summary) => set('summary', summary)}
          error={errors.summary ?? null}
          isDisabled={busy}
        />
      ) : (
        <TextField
          label="导语"
          value={draft.headerKlg}
          onChange={(headerKlg) => set('headerKlg', headerKlg)}
          error={errors.headerKlg ?? null}
          isDisabled={busy}
        />
      )}
      <RichTextEditor
        label="正文"
        value={draft.html}
        onChange={(html) => set('html', html)}
        error={errors.html ?? null}
        isDisabled={busy}
        {...(onUploadImage ? { onUploadImage } : {})}
      />
      <div className={styles.actions}>
        <Button type="submit" isDisabled={busy}>
          保存
        </Button>
        <Button variant="secondary" isDisabled={busy} onPress={onPreview}>
          预览
        </Button>
        <Button
          variant={target === 'published' ? 'primary' : 'danger'}
          isDisabled={busy || state === null}
          onPress={onToggleState}
        >
          {target === 'published' ? '发布' : '下架'}
        </Button>
      </div>
    </form>
  );
}
