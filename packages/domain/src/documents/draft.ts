import type { DocumentInput, EditableDocument, KnowledgeGroupRef, NewsType } from '../api/index.ts';
import { documentInput } from '../api/documents.ts';
import type { DocumentKind } from './state.ts';

/** What the editor's form holds: every field of both kinds, as typed. */
export interface DocumentDraft {
  kind: DocumentKind;
  title: string;
  html: string;
  /** News: the card's summary; empty lets the server take the body's beginning. */
  summary: string;
  type: NewsType;
  important: boolean;
  /** Knowledge: the group, null until chosen. */
  groupId: number | null;
  headerKlg: string;
  /** Knowledge: keywords as typed, separated by commas (either width) or 、. */
  keywords: string;
}

/** The fields the form shows a refusal under. */
export type DraftField =
  'title' | 'html' | 'summary' | 'type' | 'groupId' | 'headerKlg' | 'keywords';

export function emptyDraft(
  kind: DocumentKind,
  groups: readonly KnowledgeGroupRef[],
): DocumentDraft {
  return {
    kind,
    title: '',
    html: '',
    summary: '',
    type: 'neutral',
    important: false,
    groupId: groups[0]?.id ?? null,
    headerKlg: '',
    keywords: '',
  };
}

export function draftOf(doc: EditableDocument): DocumentDraft {
  const base = emptyDraft(doc.kind, []);
  if (doc.kind === 'news')
    return {
      ...base,
      title: doc.title,
      html: doc.html,
      summary: doc.summary,
      type: doc.type,
      important: doc.important,
    };
  return {
    ...base,
    title: doc.title,
    html: doc.html,
    groupId: doc.group_id,
    headerKlg: doc.header_klg,
    keywords: doc.detail.join('，'),
  };
}

export function keywordsOf(text: string): string[] {
  return text
    .split(/[,，、]/)
    .map((word) => word.trim())
    .filter(Boolean);
}

/** The body a save sends. */
export function inputOf(draft: DocumentDraft): DocumentInput {
  if (draft.kind === 'news')
    return {
      kind: 'news',
      title: draft.title,
      html: draft.html,
      summary: draft.summary,
      type: draft.type,
      important: draft.important,
    };
  return {
    kind: 'knowledge',
    title: draft.title,
    html: draft.html,
    group_id: draft.groupId ?? 0,
    header_klg: draft.headerKlg,
    detail: keywordsOf(draft.keywords),
  };
}

const fieldOfPath: Readonly<Record<string, DraftField>> = {
  title: 'title',
  html: 'html',
  summary: 'summary',
  type: 'type',
  group_id: 'groupId',
  header_klg: 'headerKlg',
  detail: 'keywords',
};

/** The contract's refusals of a draft, by field (the first one each), before anything is sent. */
export function draftErrors(draft: DocumentDraft): Partial<Record<DraftField, string>> {
  const result = documentInput.safeParse(inputOf(draft));
  if (result.success) return {};
  const errors: Partial<Record<DraftField, string>> = {};
  for (const issue of result.error.issues) {
    const field = fieldOfPath[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
