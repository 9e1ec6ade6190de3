import { useState } from 'react';
import { Button, Form, Input, Label, SearchField } from 'react-aria-components';
import { DemoMark } from '../../primitives/DemoMark/DemoMark.tsx';
import { LoadState } from '../../primitives/LoadState/LoadState.tsx';
import * as news from '../private/news.css.ts';
import * as styles from './NewsSearch.css.ts';

export const newsSearchStatuses = ['idle', 'loading', 'ready', 'error'] as const;
export type NewsSearchStatus = (typeof newsSearchStatuses)[number];

/** One search hit: enough to list it and open it. */
export interface NewsSearchHit {
  id: number;
  title: string;
  date: string;
  times: string;
  summary: string;
  /** The demo generator wrote it (issue 34). */
  demo?: true;
}

export interface NewsSearchProps {
  /** idle before the first search. @default 'idle' */
  status?: NewsSearchStatus;
  results: readonly NewsSearchHit[];
  /** How many items match in all (more than listed when the answer is paged). @default results.length */
  total?: number;
  /** The words searched last, marked in the titles. */
  searched?: string;
  /** A search was asked, its words trimmed; never called with nothing. */
  onSearch: (words: string) => void;
  onOpen: (id: number) => void;
  /** @default '搜索失败，请稍后重试' */
  errorText?: string;
}

function Marked({ text, words }: { text: string; words: string }) {
  const at = words ? text.toLowerCase().indexOf(words.toLowerCase()) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <mark className={styles.mark}>{text.slice(at, at + words.length)}</mark>
      {text.slice(at + words.length)}
    </>
  );
}

/** Our own addition to the list page: full-text search over the titles and bodies of all news. */
export function NewsSearch({
  status = 'idle',
  results,
  total = results.length,
  searched = '',
  onSearch,
  onOpen,
  errorText = '搜索失败，请稍后重试',
}: NewsSearchProps) {
  const [words, setWords] = useState(searched);
  const submit = () => {
    const trimmed = words.trim();
    if (trimmed) onSearch(trimmed);
  };
  return (
    <section className={styles.root} aria-label="搜索新闻">
      <Form
        className={styles.form}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <SearchField className={styles.field} value={words} onChange={setWords}>
          <Label className={styles.label}>搜索新闻</Label>
          <Input
            className={styles.input}
            placeholder="输入关键词，搜索标题和正文"
            maxLength={100}
          />
        </SearchField>
        <Button type="submit" className={styles.submit}>
          搜索
        </Button>
      </Form>
      {status === 'idle' ? null : (
        <LoadState state={status} loadingText="搜索中…" errorText={errorText}>
          {results.length === 0 ? (
            <p className={news.muted} role="status">
              没有找到与“{searched}”相关的新闻
            </p>
          ) : (
            <>
              <p className={news.muted} role="status">
                找到 {total} 条与“{searched}”相关的新闻
              </p>
              <ul className={styles.results} aria-label="搜索结果">
                {results.map((hit) => (
                  <li key={hit.id} className={styles.hit}>
                    <Button className={styles.hitTitle} onPress={() => onOpen(hit.id)}>
                      <Marked text={hit.title} words={searched} />
                    </Button>
                    <span className={news.muted}>
                      {hit.date} {hit.times} <DemoMark demo={hit.demo} />
                    </span>
                    <p className={styles.hitSummary}>{hit.summary}</p>
                  </li>
                ))}
              </ul>
            </>
          )}
        </LoadState>
      )}
    </section>
  );
}
