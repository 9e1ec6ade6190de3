import {
  analysisAdminDay,
  analysisDay,
  analysisEdit,
  analysisLatest,
  analysisMenu,
  type AnalysisContent,
} from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import {
  adminRecordOf,
  analysisMenuMonths,
  analysisRecords,
  latestSummaryOf,
} from '../fixtures/analysis.ts';
import { mock, notFound, type EndpointMock } from './define.ts';

const m = messages.analysis;

const find = (date: string) => analysisRecords.find((r) => r.date === date);
const first = analysisRecords[0]!;

/** A content for the edit's example: the demo's first day with a new technical summary. */
const editedContent: AnalysisContent = {
  technical: { ...first.technical, summary: '管理员修订后的技术面总结。' },
  news: first.news,
};

/**
 * The analysis area's endpoint mocks (issue 15). The admin's edit answers the record as the edit
 * leaves it without keeping it: the demo days stay as they are for the next story or test.
 */
export const mocks: EndpointMock[] = [
  mock(analysisMenu, {}, () => ({ months: analysisMenuMonths() })),

  mock(analysisDay, { params: { date: first.date } }, ({ params }) => {
    const record = find(params.date);
    return record ?? notFound(m.dayNotFound);
  }),

  mock(analysisLatest, {}, () => ({ latest: first ? latestSummaryOf(first) : null })),

  mock(analysisAdminDay, { params: { date: first.date } }, ({ params }) => {
    const record = find(params.date);
    return record ? adminRecordOf(record) : notFound(m.dayNotFound);
  }),

  mock(analysisEdit, { params: { date: first.date }, body: editedContent }, ({ params, body }) => {
    const record = find(params.date);
    if (!record) return notFound(m.dayNotFound);
    return {
      ...record,
      ...body,
      edited: true,
      edited_by: 'admin',
      updated_at: new Date().toISOString(),
    };
  }),
];
