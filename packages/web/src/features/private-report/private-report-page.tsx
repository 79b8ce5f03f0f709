import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { useParams } from 'react-router';
import { AppErrorPage } from '../../app/app-error-page';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useDocumentTitle } from '../../lib/use-document-title';
import { track } from '../analytics';
import { ReportViewer } from '../report-viewer/report-viewer';
import type { QuestionAnswering } from '../report-viewer/viewer-editing';
import { IterationPanel } from './iteration-panel';
import { initPrivateReportState, privateReportReducer } from './private-report-state';
import { loadPrivateReport, requestIteration, saveAnswer } from './report-api';
import './private-report.css';

/**
 * /report/:token: the visitor's own report, as the reviewer approved it. The token in the emailed
 * link is the only key. Questions can be answered here, and a new analysis asked for.
 */
export function PrivateReportPage() {
  const { token = '' } = useParams();
  const [state, dispatch] = useReducer(privateReportReducer, undefined, initPrivateReportState);
  const { load } = state;

  const fetchReport = useCallback(() => {
    let cancelled = false;
    void loadPrivateReport(token).then((result) => {
      if (cancelled) return;
      if (result.status === 'ready') {
        dispatch({ type: 'loaded', report: result.report, answers: result.answers });
      } else if (result.status === 'not-found') {
        dispatch({ type: 'notFound' });
      } else {
        dispatch({ type: 'loadFailed', message: result.message });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [token]);

  useEffect(() => fetchReport(), [fetchReport]);

  const ready = load.status === 'ready';
  useEffect(() => {
    if (ready) track('private_report_opened');
  }, [ready]);

  useDocumentTitle(
    load.status === 'ready'
      ? `${load.report.siteName} — your report`
      : load.status === 'loading'
        ? 'Your report'
        : 'Report unavailable',
  );

  const { answers } = state;
  const answering = useMemo<QuestionAnswering>(
    () => ({
      savedAnswer: (index) => answers[index],
      onSave: async (index, answer) => {
        await saveAnswer(token, index, answer);
        dispatch({ type: 'answerSaved', index, answer });
      },
    }),
    [answers, token],
  );

  const askIteration = async () => {
    dispatch({ type: 'iterationAsked' });
    try {
      const outcome = await requestIteration(token);
      dispatch({ type: outcome === 'queued' ? 'iterationQueued' : 'iterationUnderWay' });
    } catch (error) {
      dispatch({
        type: 'iterationFailed',
        message: error instanceof Error ? error.message : 'Please try again later.',
      });
    }
  };

  if (load.status === 'not-found') return <AppErrorPage kind="not-found" />;
  if (load.status === 'loading') {
    return (
      <div className="viewer-loading">
        <Spinner label="Loading your report" />
      </div>
    );
  }
  if (load.status === 'failed') {
    return (
      <section className="status-page" aria-labelledby="report-error-title">
        <p className="status-page__code">Your report</p>
        <h1 id="report-error-title" className="status-page__title">
          Your report could not be loaded
        </h1>
        <p className="status-page__text">{load.message}</p>
        <Button
          onClick={() => {
            dispatch({ type: 'retried' });
            fetchReport();
          }}
        >
          Try again
        </Button>
      </section>
    );
  }
  return (
    <>
      <h1 className="visually-hidden">{load.report.siteName}: your report</h1>
      <IterationPanel
        state={state.iteration}
        hasIteration={load.report.iteration1Data !== undefined}
        onAsk={() => void askIteration()}
      />
      <ReportViewer key={token} report={load.report} answering={answering} />
    </>
  );
}
