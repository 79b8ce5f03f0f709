import { describe, expect, it } from 'vitest';
import { makeReport } from '../report-viewer/test/sample-report';
import {
  initPrivateReportState,
  privateReportReducer,
  type PrivateReportAction,
  type PrivateReportState,
} from './private-report-state';

const run = (state: PrivateReportState, ...actions: PrivateReportAction[]) =>
  actions.reduce(privateReportReducer, state);

const ANSWER = {
  questionIndex: 1,
  question: 'What first?',
  answer: 'Start free',
  at: '2031-01-01',
};

describe('private report state', () => {
  it('starts loading, with no answers and no iteration asked', () => {
    expect(initPrivateReportState()).toEqual({
      load: { status: 'loading' },
      answers: {},
      iteration: { status: 'idle' },
    });
  });

  it('loaded holds the report and the saved answers by question', () => {
    const report = makeReport();
    const state = run(initPrivateReportState(), { type: 'loaded', report, answers: [ANSWER] });
    expect(state.load).toEqual({ status: 'ready', report });
    expect(state.answers).toEqual({ 1: 'Start free' });
  });

  it('notFound and loadFailed end the loading; retried loads again', () => {
    expect(run(initPrivateReportState(), { type: 'notFound' }).load).toEqual({
      status: 'not-found',
    });
    const failed = run(initPrivateReportState(), { type: 'loadFailed', message: 'offline' });
    expect(failed.load).toEqual({ status: 'failed', message: 'offline' });
    expect(run(failed, { type: 'retried' }).load).toEqual({ status: 'loading' });
  });

  it('answerSaved records the answer (replacing an earlier one)', () => {
    const state = run(
      initPrivateReportState(),
      { type: 'loaded', report: makeReport(), answers: [ANSWER] },
      { type: 'answerSaved', index: 1, answer: 'Watch a demo' },
      { type: 'answerSaved', index: 0, answer: 'Teams' },
    );
    expect(state.answers).toEqual({ 0: 'Teams', 1: 'Watch a demo' });
  });

  it('iterationAsked → iterationQueued, iterationUnderWay or iterationFailed', () => {
    const asked = run(initPrivateReportState(), { type: 'iterationAsked' });
    expect(asked.iteration).toEqual({ status: 'asking' });
    expect(run(asked, { type: 'iterationAsked' })).toBe(asked);
    expect(run(asked, { type: 'iterationQueued' }).iteration).toEqual({ status: 'queued' });
    expect(run(asked, { type: 'iterationUnderWay' }).iteration).toEqual({ status: 'under-way' });
    expect(run(asked, { type: 'iterationFailed', message: 'offline' }).iteration).toEqual({
      status: 'failed',
      message: 'offline',
    });
  });
});
