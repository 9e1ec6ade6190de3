import { messages } from '../messages/index.ts';

/** What an admin writes in the dashboard's 文档 section (daily analyses go through the analysis area). */
export const documentKinds = ['news', 'knowledge'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/**
 * A document's state: a draft was never shown to members; published is shown; unpublished was
 * shown once and is hidden again (a news item keeps its publication time when published again).
 */
export const documentStates = ['draft', 'published', 'unpublished'] as const;
export type DocumentState = (typeof documentStates)[number];

/** The states an admin may set: publishing and taking down (a draft stays a draft until published). */
export const documentTargetStates = ['published', 'unpublished'] as const;
export type DocumentTargetState = (typeof documentTargetStates)[number];

const m = messages.documents;

export const documentStateLabels: Readonly<Record<DocumentState, string>> = {
  draft: m.stateDraft,
  published: m.statePublished,
  unpublished: m.stateUnpublished,
};

export const documentKindLabels: Readonly<Record<DocumentKind, string>> = {
  news: '新闻',
  knowledge: '知识文章',
};

/** Whether members see a document in this state. */
export function isVisible(state: DocumentState): boolean {
  return state === 'published';
}

/**
 * The state a document moves to when an admin asks for `target`: taking down a draft leaves it a
 * draft (it was never shown), anything else becomes the target.
 */
export function nextState(current: DocumentState, target: DocumentTargetState): DocumentState {
  if (target === 'unpublished' && current === 'draft') return 'draft';
  return target;
}

/** The action an admin may take next from a state: publish unless shown, else take down. */
export function toggleTarget(current: DocumentState): DocumentTargetState {
  return isVisible(current) ? 'unpublished' : 'published';
}
