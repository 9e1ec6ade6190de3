// The knowledge article, one chunk loaded when /toKnowledge first shows one: its HTML sanitiser
// (DOMPurify) stays out of the indicator charts' chunk. The dynamic import names this module, not
// the ui barrel, whose every export a namespace object would keep.
export { KnowledgeArticle } from '@coinsight/ui';
