import { messages } from '@coinsight/domain/messages';
import { formatBeijing } from '@coinsight/domain/time';
import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import { DemoMark } from '../../primitives/DemoMark/DemoMark.tsx';
import { LoadState } from '../../primitives/LoadState/LoadState.tsx';
import * as news from '../private/news.css.ts';
import { SafeHtml } from '../../primitives/SafeHtml/SafeHtml.tsx';
import * as styles from './NewsDetail.css.ts';

/** loading, the news, a failure, refused to a member without VIP, or to a visitor (log in first). */
export const newsDetailStatuses = [
  'loading',
  'ready',
  'error',
  'refused',
  'loginRequired',
] as const;
export type NewsDetailStatus = (typeof newsDetailStatuses)[number];

/** What the detail shows of a news item. */
export interface NewsDetailContent {
  title: string;
  source: string;
  /** Publication instant, ISO-8601 (shown in Beijing time). */
  time: string;
  /** The body, HTML sanitized by the server (cleaned here again). */
  htmlcontent: string;
  /** Every source that told the story, the item's own first; absent or one: `source` alone. */
  sources?: readonly { name: string; link: string | null }[];
  /** The demo generator wrote it (issue 34): 演示数据 beside its time. */
  demo?: true;
}

export interface NewsDetailProps {
  /** @default 'ready' */
  status?: NewsDetailStatus;
  detail?: NewsDetailContent | null;
  /** The AI reading (paragraphs separated by blank lines); null when the provider gave none yet. */
  aiReading?: string | null;
  /** The failure shown in the error state. @default '新闻加载失败' */
  errorText?: string;
  onRetry?: () => void;
  /** 购买会员, in the refused state. */
  onBuy?: () => void;
  /** 登录/注册, in the loginRequired state: a visitor cannot be a VIP yet, so is not asked to buy. */
  onLogin?: () => void;
  /** 返回. */
  onBack?: () => void;
  /** Under the reading: the related news, the timeline. */
  children?: ReactNode;
}

const m = messages.news;

/** A source's name, linked to its telling when that is a web address. */
function SourceName({ name, link }: { name: string; link: string | null }) {
  if (!link || !/^https?:\/\//i.test(link)) return <>{name}</>;
  return (
    <a href={link} target="_blank" rel="noopener noreferrer nofollow">
      {name}
    </a>
  );
}

/** 来源: the item's own source, or each source that told the same story. */
function Sources({ detail }: { detail: NewsDetailContent }) {
  const sources = detail.sources ?? [];
  if (sources.length < 2) return <span>来源：{detail.source}</span>;
  return (
    <span>
      来源：
      {sources.map((source, i) => (
        <span key={`${source.name}-${i}`}>
          {i > 0 ? '、' : null}
          <SourceName {...source} />
        </span>
      ))}
      （{sources.length} 家报道）
    </span>
  );
}

function AiReading({ text }: { text: string | null }) {
  return (
    <section className={styles.ai} aria-labelledby="news-ai-title">
      <h2 id="news-ai-title" className={styles.aiTitle}>
        {m.aiReadingTitle}
      </h2>
      {text ? (
        text
          .split(/\n+/)
          .filter(Boolean)
          .map((line, i) => (
            <p key={i} className={styles.aiText}>
              {line}
            </p>
          ))
      ) : (
        <p className={news.muted}>{m.aiReadingUnavailable}</p>
      )}
      <p className={styles.disclaimer}>{m.aiReadingDisclaimer}</p>
    </section>
  );
}

/** Spec 2 §2.3: title, source, time, the HTML body and the AI reading box with its disclaimer. */
export function NewsDetail({
  status = 'ready',
  detail,
  aiReading = null,
  errorText = '新闻加载失败',
  onRetry,
  onBuy,
  onLogin,
  onBack,
  children,
}: NewsDetailProps) {
  if (status === 'loginRequired') {
    return (
      <section className={styles.refused} aria-label="需要登录">
        <p>{m.detailNeedsLogin}</p>
        <div className={styles.actions}>
          {onBack ? (
            <Button variant="secondary" onPress={onBack}>
              返回
            </Button>
          ) : null}
          {onLogin ? <Button onPress={onLogin}>登录/注册</Button> : null}
        </div>
      </section>
    );
  }
  if (status === 'refused') {
    return (
      <section className={styles.refused} aria-label="需要会员">
        <p>{m.detailNeedsVip}</p>
        <div className={styles.actions}>
          {onBack ? (
            <Button variant="secondary" onPress={onBack}>
              返回
            </Button>
          ) : null}
          {onBuy ? <Button onPress={onBuy}>购买会员</Button> : null}
        </div>
      </section>
    );
  }
  return (
    <article className={styles.root} aria-busy={status === 'loading'}>
      {onBack ? (
        <Button variant="ghost" className={styles.back} onPress={onBack}>
          ‹ 返回
        </Button>
      ) : null}
      <LoadState
        state={status === 'ready' && !detail ? 'loading' : status}
        loadingText="新闻加载中…"
        errorText={errorText}
        onRetry={onRetry}
      >
        {detail ? (
          <>
            <header className={styles.header}>
              <h1 className={styles.title}>{detail.title}</h1>
              <p className={news.muted}>
                <Sources detail={detail} />
                <span className={styles.gap} aria-hidden="true">
                  ｜
                </span>
                <time dateTime={detail.time}>
                  {formatBeijing(detail.time, 'minute')}（北京时间）
                </time>
                {detail.demo ? (
                  <>
                    <span className={styles.gap} aria-hidden="true">
                      ｜
                    </span>
                    <DemoMark demo={detail.demo} />
                  </>
                ) : null}
              </p>
            </header>
            <SafeHtml className={styles.body} html={detail.htmlcontent} />
            <AiReading text={aiReading} />
            {children}
          </>
        ) : null}
      </LoadState>
    </article>
  );
}
