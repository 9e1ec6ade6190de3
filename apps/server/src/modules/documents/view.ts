import type { DocumentSummary, KnowledgeDocument, NewsDocument } from '@coinsight/domain/api';
import { sanitisedText } from '../../providers/news/sanitize.ts';
import type { KnowledgeRecord, NewsRecord } from './repo.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A shipped article's body for the editor: its plain paragraphs (split by a blank line), each a
 * <p> with its text escaped.
 */
export function paragraphsHtml(content: string): string {
  return content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeText(p)}</p>`)
    .join('');
}

/**
 * The plain text getknowledgeall serves for a sanitised body: one paragraph per block (a
 * paragraph, heading, list item, quote, table row or line break), separated by a blank line.
 * Of a sanitised body only (sanitisedText reads it without a parser).
 */
export function paragraphsText(html: string): string {
  return html
    .split(/<\/(?:p|li|h[2-4]|blockquote|pre|tr)>|<br\s*\/?>/i)
    .map(sanitisedText)
    .filter(Boolean)
    .join('\n\n');
}

export function newsDocumentOf(news: NewsRecord): NewsDocument {
  return {
    kind: 'news',
    id: news.id,
    title: news.title,
    html: news.html,
    state: news.state,
    updated_at: iso(news.updatedAt),
    summary: news.summary,
    type: news.type,
    important: news.important,
    topic: news.topic,
    source: news.source,
    published_at: news.state === 'draft' ? null : news.publishedAt.toISOString(),
  };
}

export function knowledgeDocumentOf(item: KnowledgeRecord): KnowledgeDocument {
  return {
    kind: 'knowledge',
    id: item.id,
    title: item.title,
    html: item.html ?? paragraphsHtml(item.content),
    state: item.state,
    updated_at: iso(item.updatedAt),
    group_id: item.groupId,
    header_klg: item.headerKlg,
    detail: item.detail,
  };
}

export function newsSummaryOf(news: NewsRecord): DocumentSummary {
  const doc = newsDocumentOf(news);
  return {
    kind: 'news',
    id: doc.id,
    title: doc.title,
    state: doc.state,
    updated_at: doc.updated_at,
    published_at: doc.published_at,
    group: null,
  };
}

export function knowledgeSummaryOf(item: KnowledgeRecord): DocumentSummary {
  return {
    kind: 'knowledge',
    id: item.id,
    title: item.title,
    state: item.state,
    updated_at: iso(item.updatedAt),
    published_at: null,
    group: item.groupTitle,
  };
}
