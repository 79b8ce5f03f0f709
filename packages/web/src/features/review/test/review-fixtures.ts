import type { ReviewEdit, ReviewQueueItem, ReviewRequestDetail } from '@heroscope/schema';
import { makeReport } from '../../report-viewer/test/sample-report';

/** Fictional requests and drafts for the console's tests (the "Fernwick Notes" report). */

export function makeQueueItem(overrides: Partial<ReviewQueueItem> = {}): ReviewQueueItem {
  return {
    id: 7,
    url: 'https://fernwick.example/',
    status: 'draft',
    askedBy: 2,
    createdAt: '2031-03-03T09:00:00.000Z',
    businessDaysOld: 2,
    overdue: false,
    failureReason: null,
    parentRequestId: null,
    scores: null,
    ...overrides,
  };
}

export function makeEdit(overrides: Partial<ReviewEdit> = {}): ReviewEdit {
  return {
    id: 1,
    reviewerEmail: 'ada@heroscope.example',
    revision: 1,
    kind: 'update-opportunity',
    target: 'Hero headline',
    before: { problem: 'Old problem.' },
    after: { problem: 'New problem.' },
    reason: null,
    at: '2031-03-04T10:15:00.000Z',
    ...overrides,
  };
}

/** The draft of the fictional report: its original version's opportunities, with ids. */
export function makeDetail(overrides: Partial<ReviewRequestDetail> = {}): ReviewRequestDetail {
  const original = makeReport().originalData;
  return {
    request: makeQueueItem(),
    draft: {
      websiteContent: original.websiteContent,
      engineScores: original.scores,
      questions: original.questions,
      opportunities: original.opportunities.map((opportunity, index) => ({
        ...opportunity,
        id: `o${index + 1}`,
      })),
      ...(original.brandIntelligence ? { brandIntelligence: original.brandIntelligence } : {}),
    },
    revision: 0,
    trail: [],
    deliveries: [],
    answers: [],
    privateReportPath: null,
    ...overrides,
  };
}
