import type { QuestionAnswer, ViewerReport } from '@heroscope/schema';

/** The private report page: its loading, the visitor's saved answers, and the v2 request. */
export type LoadState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; report: ViewerReport };

export type IterationState =
  { status: 'idle' | 'asking' | 'queued' | 'under-way' } | { status: 'failed'; message: string };

export interface PrivateReportState {
  load: LoadState;
  /** Saved answers by question index. */
  answers: Record<number, string>;
  iteration: IterationState;
}

export type PrivateReportAction =
  | { type: 'loaded'; report: ViewerReport; answers: QuestionAnswer[] }
  | { type: 'notFound' }
  | { type: 'loadFailed'; message: string }
  | { type: 'retried' }
  | { type: 'answerSaved'; index: number; answer: string }
  | { type: 'iterationAsked' }
  | { type: 'iterationQueued' }
  | { type: 'iterationUnderWay' }
  | { type: 'iterationFailed'; message: string };

export function initPrivateReportState(): PrivateReportState {
  return { load: { status: 'loading' }, answers: {}, iteration: { status: 'idle' } };
}

export function privateReportReducer(
  state: PrivateReportState,
  action: PrivateReportAction,
): PrivateReportState {
  switch (action.type) {
    case 'loaded':
      return {
        ...state,
        load: { status: 'ready', report: action.report },
        answers: Object.fromEntries(action.answers.map((a) => [a.questionIndex, a.answer])),
      };
    case 'notFound':
      return { ...state, load: { status: 'not-found' } };
    case 'loadFailed':
      return { ...state, load: { status: 'failed', message: action.message } };
    case 'retried':
      return { ...state, load: { status: 'loading' } };
    case 'answerSaved':
      return { ...state, answers: { ...state.answers, [action.index]: action.answer } };
    case 'iterationAsked':
      if (state.iteration.status === 'asking') return state;
      return { ...state, iteration: { status: 'asking' } };
    case 'iterationQueued':
      return { ...state, iteration: { status: 'queued' } };
    case 'iterationUnderWay':
      return { ...state, iteration: { status: 'under-way' } };
    case 'iterationFailed':
      return { ...state, iteration: { status: 'failed', message: action.message } };
  }
}
