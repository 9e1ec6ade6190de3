import { messages } from '@coinsight/domain/messages';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import * as styles from './ImageUploadForm.css.ts';

export interface UploadTarget {
  id: number;
  title: string;
}

export interface ImageUploadFormProps {
  /** The indicators a thumbnail can be uploaded for. */
  targets: readonly UploadTarget[];
  /** upload_private: resolves once stored, rejects on failure. */
  onUpload: (image: File, targetId: number) => Promise<void>;
  /** Heading of the form. @default '上传指标缩略图' */
  title?: string;
}

type Answer = { tone: 'error' | 'success'; text: string } | null;

/** Spec 2 §5 and §8: the admin's picture upload (the indicator's free thumbnail, a PNG). */
export function ImageUploadForm({
  targets,
  onUpload,
  title = '上传指标缩略图',
}: ImageUploadFormProps) {
  const ids = { heading: useId(), target: useId(), file: useId() };
  const [targetId, setTargetId] = useState<number | null>(targets[0]?.id ?? null);
  const [file, setFile] = useState<File | null>(null);
  const [answer, setAnswer] = useState<Answer>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || targetId === null) {
      setAnswer({ tone: 'error', text: messages.indicators.uploadChooseFile });
      return;
    }
    setBusy(true);
    setAnswer(null);
    try {
      await onUpload(file, targetId);
      setAnswer({ tone: 'success', text: messages.indicators.uploadDone });
    } catch {
      setAnswer({ tone: 'error', text: messages.indicators.uploadFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      aria-labelledby={ids.heading}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2 id={ids.heading} className={styles.heading}>
        {title}
      </h2>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={ids.target}>
          指标
        </label>
        <select
          id={ids.target}
          className={styles.control}
          value={targetId ?? ''}
          onChange={(event) => setTargetId(Number(event.target.value))}
        >
          {targets.map((target) => (
            <option key={target.id} value={target.id}>
              {target.title}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={ids.file}>
          图片（PNG）
        </label>
        <input
          id={ids.file}
          className={styles.control}
          type="file"
          accept="image/png"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </div>
      {answer && (
        <p className={styles.tone[answer.tone]} role={answer.tone === 'error' ? 'alert' : 'status'}>
          {answer.text}
        </p>
      )}
      <Button type="submit" isDisabled={busy}>
        {busy ? '上传中…' : '上传'}
      </Button>
    </form>
  );
}
