import type { GroupSearchResult } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { useState, type FormEvent } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button.tsx';
import { DialogFrame } from '../../primitives/DialogFrame/DialogFrame.tsx';
import { Notice } from '../../primitives/Notice/Notice.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import { ChatAvatar } from '../private/ChatAvatar.tsx';
import * as panel from '../private/panel.css.ts';
import * as styles from './AddGroupDialog.css.ts';

/** Spec 1 §2.8: input, search results, the chosen result, the request sent. */
export const addGroupSteps = ['input', 'results', 'detail', 'sent'] as const;
export type AddGroupStep = (typeof addGroupSteps)[number];

export const addGroupTexts = {
  title: '添加群聊',
  query: '群号或群名称',
  search: '搜索',
  searching: '搜索中…',
  searchFailed: '搜索失败，请稍后重试',
  noResults: messages.chat.noSearchResults,
  results: '搜索结果',
  back: '返回',
  join: '申请加入',
  sent: messages.chat.joinRequestSent,
  done: '完成',
  close: '关闭',
} as const;

export interface AddGroupDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Finds groups by number or name; the dialog never searches a blank query. */
  onSearch: (query: string) => Promise<readonly GroupSearchResult[]>;
  /** Asks to join the group; the dialog confirms whatever the outcome (spec 1 §8). */
  onJoin: (groupNumber: string) => Promise<unknown>;
}

/** The add-group dialog. Each opening starts again at the input step. */
export function AddGroupDialog({ isOpen, onClose, onSearch, onJoin }: AddGroupDialogProps) {
  return (
    <DialogFrame isOpen={isOpen} onClose={onClose} title={addGroupTexts.title}>
      {isOpen ? <AddGroupSteps onClose={onClose} onSearch={onSearch} onJoin={onJoin} /> : null}
    </DialogFrame>
  );
}

function AddGroupSteps({ onClose, onSearch, onJoin }: Omit<AddGroupDialogProps, 'isOpen'>) {
  const t = addGroupTexts;
  const [step, setStep] = useState<AddGroupStep>('input');
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<readonly GroupSearchResult[]>([]);
  const [chosen, setChosen] = useState<GroupSearchResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      setResults(await onSearch(q));
      setStep('results');
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const join = async (group: GroupSearchResult) => {
    setBusy(true);
    try {
      await onJoin(group.number);
    } catch {
      // Spec 1 §8: 已经成功发送添加请求! is shown whatever the outcome.
    } finally {
      setBusy(false);
      setStep('sent');
    }
  };

  const closeButton = (
    <Button variant="secondary" onPress={onClose}>
      {t.close}
    </Button>
  );
  const searching = step === 'input' || step === 'results';

  // The search form stays mounted (hidden past the results) so going back keeps the query.
  return (
    <div className={styles.body}>
      <form className={styles.body} hidden={!searching} onSubmit={(event) => void search(event)}>
        <TextField label={t.query} value={query} onChange={setQuery} />
        <Notice message={failed ? t.searchFailed : null} />
        <div className={styles.actions}>
          {closeButton}
          <Button type="submit" isDisabled={busy || query.trim() === ''}>
            {busy ? t.searching : t.search}
          </Button>
        </div>
      </form>
      {step === 'results' ? (
        results.length === 0 ? (
          <p className={panel.empty}>{t.noResults}</p>
        ) : (
          <ul className={`${panel.list} ${styles.results}`} aria-label={t.results}>
            {results.map((group) => (
              <li key={group.id}>
                <AriaButton
                  className={styles.result}
                  onPress={() => {
                    setChosen(group);
                    setStep('detail');
                  }}
                >
                  <ChatAvatar src={group.avatar} name={group.name} />
                  <span className={styles.resultText}>
                    <span className={panel.ellipsis}>{group.name}</span>
                    <span className={styles.number}>群号 {group.number}</span>
                  </span>
                </AriaButton>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {step === 'detail' && chosen ? (
        <>
          <div className={styles.detail}>
            <ChatAvatar src={chosen.avatar} name={chosen.name} />
            <div className={styles.resultText}>
              <strong>{chosen.name}</strong>
              <span className={styles.number}>群号 {chosen.number}</span>
            </div>
          </div>
          <p className={styles.description}>{chosen.description}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => setStep('results')}>
              {t.back}
            </Button>
            <Button isDisabled={busy} onPress={() => void join(chosen)}>
              {t.join}
            </Button>
          </div>
        </>
      ) : null}
      {step === 'sent' ? (
        <>
          <p className={styles.sent} role="status">
            {t.sent}
          </p>
          <div className={styles.actions}>
            <Button onPress={onClose}>{t.done}</Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
