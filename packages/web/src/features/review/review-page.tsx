import type { ReviewChange } from '@heroscope/schema';
import { useCallback, useEffect, useReducer } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useDocumentTitle } from '../../lib/use-document-title';
import {
  approve,
  ConsoleApiError,
  fetchDetail,
  fetchQueue,
  getSession,
  saveChange,
  signIn,
  signOut,
} from './console-api';
import {
  consoleReducer,
  initConsoleState,
  queueIsWorking,
  requestIdOf,
  requestIsWorking,
  type ConsoleAction,
} from './console-state';
import { DraftReview } from './draft-review';
import { ReviewQueue } from './review-queue';
import { SignInForm } from './sign-in-form';
import { IDLE_POLL_MS, POLL_MS, usePolling } from './use-polling';
import './review.css';

const UNEXPECTED = 'The server sent an answer the console does not understand. Try again.';

/** An error's message for the reviewer; a 401 ends the session instead (typed text stays). */
function reportError(
  error: unknown,
  dispatch: (action: ConsoleAction) => void,
  onOther: (message: string) => void,
) {
  if (error instanceof ConsoleApiError && error.kind === 'unauthorized') {
    dispatch({ type: 'sessionExpired', message: error.message });
  } else {
    onOther(error instanceof ConsoleApiError ? error.message : UNEXPECTED);
  }
}

/**
 * /review: the reviewer console. Signed out it asks for the reviewer's email and password; signed
 * in it lists the queue and opens a request's draft for review. State: console-state.ts. The open
 * request lives in the address (?request=<id>), so a reload or a shared link reopens it and the
 * browser's back button returns to the queue; the reducer follows the address.
 */
export function ReviewPage() {
  const [state, dispatch] = useReducer(consoleReducer, undefined, initConsoleState);
  const { session, queue, openId } = state;
  const [searchParams, setSearchParams] = useSearchParams();
  const urlId = requestIdOf(searchParams);
  useEffect(() => dispatch({ type: 'urlChanged', id: urlId }), [urlId]);
  const openRequest = useCallback(
    (id: number | null) => setSearchParams(id === null ? {} : { request: String(id) }),
    [setSearchParams],
  );
  const signedIn = session.status === 'signed-in' ? session.session : null;
  useDocumentTitle(
    !signedIn ? 'Reviewer sign-in' : openId !== null ? `Review request ${openId}` : 'Review queue',
  );

  useEffect(() => {
    let cancelled = false;
    getSession().then(
      (found) => !cancelled && dispatch({ type: 'sessionChecked', session: found }),
      (error: unknown) =>
        !cancelled &&
        dispatch({
          type: 'signInFailed',
          message: error instanceof ConsoleApiError ? error.message : UNEXPECTED,
        }),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const loadQueue = useCallback(() => {
    dispatch({ type: 'queueRequested' });
    let cancelled = false;
    fetchQueue(queue.status, queue.order).then(
      (items) => !cancelled && dispatch({ type: 'queueLoaded', items }),
      (error: unknown) =>
        !cancelled &&
        reportError(error, dispatch, (message) => dispatch({ type: 'queueFailed', message })),
    );
    return () => {
      cancelled = true;
    };
  }, [queue.status, queue.order]);

  useEffect(() => {
    if (signedIn && openId === null) return loadQueue();
  }, [signedIn, openId, loadQueue]);

  const loadDetail = useCallback(() => {
    if (openId === null) return;
    dispatch({ type: 'detailRequested' });
    let cancelled = false;
    fetchDetail(openId).then(
      (detail) => !cancelled && dispatch({ type: 'detailLoaded', detail }),
      (error: unknown) =>
        !cancelled &&
        reportError(error, dispatch, (message) => dispatch({ type: 'detailFailed', message })),
    );
    return () => {
      cancelled = true;
    };
  }, [openId]);

  useEffect(() => {
    if (signedIn && openId !== null) return loadDetail();
  }, [signedIn, openId, loadDetail]);

  // A reviewer waiting for a draft sees it arrive without reloading, and new requests appear on
  // an idle queue too (a visitor's request reaches the queue a moment after their submission).
  usePolling(
    signedIn !== null && openId === null,
    loadQueue,
    queueIsWorking(queue) ? POLL_MS : IDLE_POLL_MS,
  );
  usePolling(signedIn !== null && openId !== null && requestIsWorking(state), loadDetail);

  const revision = state.detail?.revision;
  const save = useCallback(
    async (change: ReviewChange) => {
      if (!signedIn || openId === null || revision === undefined) return;
      dispatch({ type: 'saveStarted' });
      try {
        const detail = await saveChange(signedIn, openId, revision, change);
        dispatch({ type: 'saveSucceeded', detail, change });
      } catch (error) {
        if (error instanceof ConsoleApiError && error.kind === 'conflict') {
          try {
            const current = error.current ?? (await fetchDetail(openId));
            dispatch({ type: 'saveConflicted', current });
          } catch (reloadError) {
            reportError(reloadError, dispatch, (message) =>
              dispatch({ type: 'saveFailed', message }),
            );
          }
          return;
        }
        reportError(error, dispatch, (message) => dispatch({ type: 'saveFailed', message }));
      }
    },
    [signedIn, openId, revision],
  );

  const approveDraft = useCallback(async () => {
    if (!signedIn || openId === null || revision === undefined) return;
    dispatch({ type: 'approveStarted' });
    try {
      dispatch({ type: 'approveSucceeded', detail: await approve(signedIn, openId, revision) });
    } catch (error) {
      if (error instanceof ConsoleApiError && error.kind === 'conflict') {
        const current = error.current ?? (await fetchDetail(openId).catch(() => null));
        if (current) dispatch({ type: 'saveConflicted', current });
        else dispatch({ type: 'approveFailed', message: error.message });
        return;
      }
      reportError(error, dispatch, (message) => dispatch({ type: 'approveFailed', message }));
    }
  }, [signedIn, openId, revision]);

  const submitSignIn = async (email: string, password: string) => {
    dispatch({ type: 'signInStarted' });
    try {
      dispatch({ type: 'signedIn', session: await signIn(email, password) });
    } catch (error) {
      dispatch({
        type: 'signInFailed',
        message: error instanceof ConsoleApiError ? error.message : UNEXPECTED,
      });
    }
  };

  const leave = async () => {
    if (signedIn) await signOut(signedIn).catch(() => undefined);
    dispatch({ type: 'signedOut' });
    // Signing out on purpose closes the request too: the next reviewer starts at the queue.
    setSearchParams({}, { replace: true });
  };

  if (session.status === 'checking') {
    return (
      <div className="review-console review-console--centred">
        <Spinner label="Checking your session" />
      </div>
    );
  }

  if (session.status === 'signed-out') {
    return (
      <div className="review-console review-console--centred">
        <SignInForm
          busy={session.busy}
          error={session.error}
          resuming={openId !== null}
          onSubmit={submitSignIn}
        />
      </div>
    );
  }

  return (
    <div className="review-console">
      <header className="review-console__bar">
        <div>
          <p className="review-console__eyebrow">Reviewer console</p>
          <h1 className="review-console__title">
            {openId === null ? 'Review queue' : `Request ${openId}`}
          </h1>
        </div>
        <div className="review-console__who">
          <span>
            Signed in as <strong>{session.session.email}</strong>
          </span>
          <Button variant="secondary" onClick={() => void leave()}>
            Sign out
          </Button>
        </div>
      </header>
      {openId === null ? (
        <ReviewQueue queue={queue} dispatch={dispatch} onRetry={loadQueue} onOpen={openRequest} />
      ) : (
        <DraftReview
          state={state}
          dispatch={dispatch}
          save={save}
          onApprove={approveDraft}
          onRetry={loadDetail}
          onOpen={openRequest}
        />
      )}
    </div>
  );
}
