import type { ReviewChange } from '@heroscope/schema';
import { useMemo } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ReportViewer } from '../report-viewer/report-viewer';
import type { ViewerEditing } from '../report-viewer/viewer-editing';
import { ApprovePanel } from './approve-panel';
import { AuditTrail } from './audit-trail';
import { BrandEditor } from './brand-editor';
import { ConflictNotice } from './conflict-notice';
import type { ConsoleAction, ConsoleState } from './console-state';
import { draftReport } from './draft-report';
import { NewOpportunityForm } from './new-opportunity-form';
import { OpportunityEditor } from './opportunity-editor';
import { QuestionEditor } from './question-editor';
import { IterationBanner, IterationNote } from './iteration-note';
import { DeliveryList, VisitorAnswers } from './request-facts';
import { StatusBadge } from './status-badge';

interface DraftReviewProps {
  state: ConsoleState;
  dispatch: (action: ConsoleAction) => void;
  save: (change: ReviewChange) => void;
  onApprove: () => void;
  onRetry: () => void;
  /** Opens a request by id, or the queue with null (through the address). */
  onOpen: (id: number | null) => void;
}

/** One request: the draft in the viewer's edit mode, its trail, deliveries, answers and approval. */
export function DraftReview({
  state,
  dispatch,
  save,
  onApprove,
  onRetry,
  onOpen,
}: DraftReviewProps) {
  const { detail, saving } = state;
  const draft = detail?.draft ?? null;
  const url = detail?.request.url ?? '';
  const requestId = detail?.request.id ?? 0;
  const parentId = detail?.request.parentRequestId ?? null;
  // A sent report is what the visitor has: the server refuses changes, so nothing offers one.
  const sent = detail?.request.status === 'sent';
  // Memoised: the viewer replaces its report whenever this object changes.
  const report = useMemo(() => (draft ? draftReport(url, draft, sent) : null), [url, draft, sent]);
  const ids = useMemo(() => draft?.opportunities.map((item) => item.id) ?? [], [draft]);
  const names = useMemo(
    () => Object.fromEntries(draft?.opportunities.map((item) => [item.id, item.component]) ?? []),
    [draft],
  );

  const editing = useMemo<ViewerEditing | undefined>(() => {
    if (!draft || sent) return undefined;
    const count = draft.opportunities.length;
    return {
      ids,
      engineScores: draft.engineScores,
      deletedReason: (index) => draft.opportunities[index]?.deleted?.reason ?? null,
      renderOpportunityEditor: (index) => {
        const opportunity = draft.opportunities[index];
        if (!opportunity) return null;
        return (
          <OpportunityEditor
            opportunity={opportunity}
            index={index}
            count={count}
            form={state.opportunityForms[opportunity.id]}
            deleteReason={state.deleteReasons[opportunity.id]}
            saving={saving}
            dispatch={dispatch}
            save={save}
          />
        );
      },
      renderQuestionEditor: (index) => {
        const question = draft.questions[index];
        if (!question) return null;
        return (
          <QuestionEditor
            key={index}
            index={index}
            question={question}
            form={state.questionForms[index]}
            saving={saving}
            dispatch={dispatch}
            save={save}
          />
        );
      },
      listActions: (
        <NewOpportunityForm
          form={state.newOpportunity}
          placingMarker={state.placingMarker}
          saving={saving}
          dispatch={dispatch}
          save={save}
        />
      ),
      placeMarker: state.placingMarker
        ? (x, y) => dispatch({ type: 'markerPlaced', x, y })
        : undefined,
      pendingMarker: state.newOpportunity?.marker ?? null,
      iterationNote: <IterationNote id={requestId} parentId={parentId} />,
    };
  }, [draft, sent, ids, state, saving, dispatch, save, requestId, parentId]);

  const unsaved =
    Object.keys(state.opportunityForms).length > 0 ||
    Object.keys(state.questionForms).length > 0 ||
    state.brandForm !== null ||
    state.newOpportunity !== null;

  return (
    <div className="draft-review">
      <div className="draft-review__head">
        <Button variant="ghost" onClick={() => onOpen(null)}>
          ← Back to the queue
        </Button>
        {detail ? (
          <p className="draft-review__address">
            <a href={detail.request.url} target="_blank" rel="noopener noreferrer">
              {detail.request.url}
            </a>
            <StatusBadge status={detail.request.status} />
            {detail.request.overdue ? (
              <span className="review-tag review-tag--overdue">Overdue</span>
            ) : null}
            <span className="draft-review__revision">revision {detail.revision}</span>
            {saving ? <Spinner label="Saving" /> : null}
          </p>
        ) : null}
      </div>
      <div className="draft-review__alerts">
        {parentId !== null ? <IterationBanner parentId={parentId} /> : null}
        {state.notice ? (
          <div className="review-alert review-alert--success" role="status">
            <p>{state.notice}</p>
            <Button variant="ghost" onClick={() => dispatch({ type: 'noticeDismissed' })}>
              Dismiss
            </Button>
          </div>
        ) : null}
        {state.conflict ? (
          <ConflictNotice
            edits={state.conflict}
            onDismiss={() => dispatch({ type: 'conflictDismissed' })}
          />
        ) : null}
        {state.saveError ? (
          <div className="review-alert review-alert--error" role="alert">
            <p>
              {state.saveError} Your changes are still in their fields: nothing you typed is lost.
            </p>
          </div>
        ) : null}
        {state.detailError ? (
          <div className="review-alert review-alert--error" role="alert">
            <p>{state.detailError}</p>
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          </div>
        ) : null}
        {state.placingMarker ? (
          <div className="review-alert review-alert--info" role="status">
            <p>
              Click on the screenshot where the new opportunity is. Or type the position in the
              form.
            </p>
            <Button variant="ghost" onClick={() => dispatch({ type: 'markerPlacementToggled' })}>
              Stop placing
            </Button>
          </div>
        ) : null}
      </div>
      {!detail ? (
        state.detailError ? null : (
          <div className="review-console--centred">
            <Spinner label="Loading the request" />
          </div>
        )
      ) : !report || !draft ? (
        <p className="review-empty">
          {detail.request.failureReason
            ? `The analysis failed: ${detail.request.failureReason}`
            : 'The analysis has not produced a draft yet.'}
        </p>
      ) : (
        <>
          <ReportViewer key={detail.request.id} report={report} editing={editing} />
          <div className="draft-review__columns">
            <AuditTrail trail={detail.trail} names={names} />
            <div className="draft-review__side">
              <ApprovePanel
                detail={detail}
                step={state.approve}
                error={state.approveError}
                unsaved={unsaved}
                dispatch={dispatch}
                onApprove={onApprove}
              />
              <DeliveryList deliveries={detail.deliveries} />
              <VisitorAnswers answers={detail.answers} />
              {sent ? null : (
                <BrandEditor
                  brand={draft.brandIntelligence}
                  form={state.brandForm}
                  saving={saving}
                  dispatch={dispatch}
                  save={save}
                />
              )}
            </div>
          </div>
        </>
      )}
    </div>
  );
}
