import type {
  BrandIntelligence,
  DraftOpportunity,
  Question,
  RequestStatus,
  Resource,
  ReviewChange,
  ReviewEdit,
  ReviewQueueItem,
  ReviewRequestDetail,
  UserCategory,
} from '@heroscope/schema';
import type { ReviewerSession } from './console-api';

/**
 * The reviewer console's state: one pure reducer with named actions; the components render it and
 * dispatch, review-page.tsx makes the calls. What a reviewer types lives here (the forms) until
 * the server confirms the save, so no error, conflict or expired session can lose it.
 */

/** The editable text of an opportunity, as its form holds it before saving. */
export interface OpportunityForm {
  metric: string;
  component: string;
  problem: string;
  action: string;
  reason: string;
  usercategory: UserCategory;
  resources: Resource[];
  marker: [number, number] | null;
  /** Points the new opportunity costs its category (new opportunities only; text of a number). */
  points: string;
}

export type SessionState =
  | { status: 'checking' }
  | { status: 'signed-out'; busy: boolean; error: string | null }
  | { status: 'signed-in'; session: ReviewerSession };

export type QueueOrder = 'newest' | 'oldest';

export interface QueueState {
  status: RequestStatus | null;
  order: QueueOrder;
  items: ReviewQueueItem[] | null;
  loading: boolean;
  error: string | null;
}

export type ApproveStep = 'idle' | 'confirming' | 'busy';

export interface ConsoleState {
  session: SessionState;
  queue: QueueState;
  /** The request open in the draft review (the address's ?request=<id>), or null for the queue. */
  openId: number | null;
  detail: ReviewRequestDetail | null;
  detailLoading: boolean;
  detailError: string | null;
  /** Unsaved edits, by draft opportunity id. */
  opportunityForms: Record<string, OpportunityForm>;
  /** Deletions being explained: the typed reason, by draft opportunity id. */
  deleteReasons: Record<string, string>;
  newOpportunity: OpportunityForm | null;
  /** The next click on the screenshot places the new opportunity's marker. */
  placingMarker: boolean;
  questionForms: Record<number, Question>;
  brandForm: BrandIntelligence | null;
  saving: boolean;
  saveError: string | null;
  /** After a 409: what the other reviewer changed, shown until dismissed. */
  conflict: ReviewEdit[] | null;
  approve: ApproveStep;
  approveError: string | null;
  notice: string | null;
}

export type ConsoleAction =
  | { type: 'sessionChecked'; session: ReviewerSession | null }
  | { type: 'signInStarted' }
  | { type: 'signInFailed'; message: string }
  | { type: 'signedIn'; session: ReviewerSession }
  | { type: 'signedOut' }
  | { type: 'sessionExpired'; message: string }
  | { type: 'queueFilterChanged'; status: RequestStatus | null }
  | { type: 'queueOrderToggled' }
  | { type: 'queueRequested' }
  | { type: 'queueLoaded'; items: ReviewQueueItem[] }
  | { type: 'queueFailed'; message: string }
  /** The address changed (a link, a reload, the browser's back button): ?request=<id> or none. */
  | { type: 'urlChanged'; id: number | null }
  | { type: 'detailRequested' }
  | { type: 'detailLoaded'; detail: ReviewRequestDetail }
  | { type: 'detailFailed'; message: string }
  | { type: 'opportunityEdited'; id: string; fields: Partial<OpportunityForm> }
  | { type: 'opportunityEditDiscarded'; id: string }
  | { type: 'deleteStarted'; id: string }
  | { type: 'deleteReasonTyped'; id: string; reason: string }
  | { type: 'deleteCancelled'; id: string }
  | { type: 'newOpportunityStarted' }
  | { type: 'newOpportunityEdited'; fields: Partial<OpportunityForm> }
  | { type: 'markerPlacementToggled' }
  | { type: 'markerPlaced'; x: number; y: number }
  | { type: 'newOpportunityCancelled' }
  | { type: 'questionEdited'; index: number; question: Question }
  | { type: 'questionEditDiscarded'; index: number }
  | { type: 'brandEdited'; brand: BrandIntelligence }
  | { type: 'brandEditDiscarded' }
  | { type: 'saveStarted' }
  | { type: 'saveSucceeded'; detail: ReviewRequestDetail; change: ReviewChange }
  | { type: 'saveConflicted'; current: ReviewRequestDetail }
  | { type: 'saveFailed'; message: string }
  | { type: 'conflictDismissed' }
  | { type: 'approveAsked' }
  | { type: 'approveCancelled' }
  | { type: 'approveStarted' }
  | { type: 'approveSucceeded'; detail: ReviewRequestDetail }
  | { type: 'approveFailed'; message: string }
  | { type: 'noticeDismissed' };

const EMPTY_QUEUE: QueueState = {
  status: null,
  order: 'newest',
  items: null,
  loading: false,
  error: null,
};

/** Everything about the open request and the edits typed on it. */
const NO_REQUEST = {
  openId: null,
  detail: null,
  detailLoading: false,
  detailError: null,
  opportunityForms: {},
  deleteReasons: {},
  newOpportunity: null,
  placingMarker: false,
  questionForms: {},
  brandForm: null,
  saving: false,
  saveError: null,
  conflict: null,
  approve: 'idle',
  approveError: null,
} satisfies Omit<ConsoleState, 'session' | 'queue' | 'notice'>;

export function initConsoleState(): ConsoleState {
  return { session: { status: 'checking' }, queue: EMPTY_QUEUE, ...NO_REQUEST, notice: null };
}

export const NEW_OPPORTUNITY: OpportunityForm = {
  metric: 'Clarity',
  component: '',
  problem: '',
  action: 'Clarify value',
  reason: '',
  usercategory: 'Incomplete',
  resources: [],
  marker: null,
  points: '0',
};

/** The form of an opportunity: the reviewer's unsaved text, or the draft's own. */
export function formOf(opportunity: DraftOpportunity, form?: OpportunityForm): OpportunityForm {
  return (
    form ?? {
      metric: opportunity.metric,
      component: opportunity.component,
      problem: opportunity.problem,
      action: opportunity.action,
      reason: opportunity.reason,
      usercategory: opportunity.usercategory,
      resources: opportunity.resources ?? [],
      marker: opportunity.marker ?? null,
      points: String(opportunity.points ?? 0),
    }
  );
}

export function findOpportunity(state: ConsoleState, id: string): DraftOpportunity | undefined {
  return state.detail?.draft?.opportunities.find((item) => item.id === id);
}

/** Clears the form a confirmed change came from: that text is now the draft's. */
function clearSavedForm(state: ConsoleState, change: ReviewChange): Partial<ConsoleState> {
  switch (change.kind) {
    case 'update-opportunity': {
      const { [change.id]: _saved, ...opportunityForms } = state.opportunityForms;
      return { opportunityForms };
    }
    case 'delete-opportunity': {
      const { [change.id]: _saved, ...deleteReasons } = state.deleteReasons;
      return { deleteReasons };
    }
    case 'add-opportunity':
      return { newOpportunity: null, placingMarker: false };
    case 'update-question': {
      const questionForms = { ...state.questionForms };
      delete questionForms[change.index];
      return { questionForms };
    }
    case 'update-brand-intelligence':
      return { brandForm: null };
    case 'restore-opportunity':
    case 'move-opportunity':
      return {};
  }
}

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

export function consoleReducer(state: ConsoleState, action: ConsoleAction): ConsoleState {
  switch (action.type) {
    case 'sessionChecked':
      return {
        ...state,
        session: action.session
          ? { status: 'signed-in', session: action.session }
          : { status: 'signed-out', busy: false, error: null },
      };
    case 'signInStarted':
      return { ...state, session: { status: 'signed-out', busy: true, error: null } };
    case 'signInFailed':
      return { ...state, session: { status: 'signed-out', busy: false, error: action.message } };
    case 'signedIn':
      return { ...state, session: { status: 'signed-in', session: action.session } };
    case 'signedOut':
      return {
        ...initConsoleState(),
        session: { status: 'signed-out', busy: false, error: null },
      };
    case 'sessionExpired':
      // The open request and every typed form stay: signing in again picks up where it stopped.
      return {
        ...state,
        session: { status: 'signed-out', busy: false, error: action.message },
        saving: false,
        approve: state.approve === 'busy' ? 'confirming' : state.approve,
        queue: { ...state.queue, loading: false },
        detailLoading: false,
      };
    case 'queueFilterChanged':
      if (action.status === state.queue.status) return state;
      return { ...state, queue: { ...state.queue, status: action.status } };
    case 'queueOrderToggled':
      return {
        ...state,
        queue: { ...state.queue, order: state.queue.order === 'newest' ? 'oldest' : 'newest' },
      };
    case 'queueRequested':
      return { ...state, queue: { ...state.queue, loading: true, error: null } };
    case 'queueLoaded':
      return { ...state, queue: { ...state.queue, loading: false, items: action.items } };
    case 'queueFailed':
      return { ...state, queue: { ...state.queue, loading: false, error: action.message } };
    case 'urlChanged':
      // The address names what is open; the same id again (our own navigation) keeps the forms.
      if (action.id === state.openId) return state;
      return { ...state, ...NO_REQUEST, openId: action.id, notice: null };
    case 'detailRequested':
      return { ...state, detailLoading: true, detailError: null };
    case 'detailLoaded':
      return { ...state, detailLoading: false, detail: action.detail };
    case 'detailFailed':
      return { ...state, detailLoading: false, detailError: action.message };
    case 'opportunityEdited': {
      const opportunity = findOpportunity(state, action.id);
      if (!opportunity) return state;
      const form = formOf(opportunity, state.opportunityForms[action.id]);
      return {
        ...state,
        opportunityForms: { ...state.opportunityForms, [action.id]: { ...form, ...action.fields } },
      };
    }
    case 'opportunityEditDiscarded':
      return { ...state, opportunityForms: without(state.opportunityForms, action.id) };
    case 'deleteStarted':
      if (action.id in state.deleteReasons) return state;
      return { ...state, deleteReasons: { ...state.deleteReasons, [action.id]: '' } };
    case 'deleteReasonTyped':
      return { ...state, deleteReasons: { ...state.deleteReasons, [action.id]: action.reason } };
    case 'deleteCancelled':
      return { ...state, deleteReasons: without(state.deleteReasons, action.id) };
    case 'newOpportunityStarted':
      if (state.newOpportunity) return state;
      return { ...state, newOpportunity: { ...NEW_OPPORTUNITY } };
    case 'newOpportunityEdited':
      if (!state.newOpportunity) return state;
      return { ...state, newOpportunity: { ...state.newOpportunity, ...action.fields } };
    case 'markerPlacementToggled':
      if (!state.newOpportunity) return state;
      return { ...state, placingMarker: !state.placingMarker };
    case 'markerPlaced': {
      if (!state.newOpportunity) return state;
      const clamp = (value: number) => Math.min(100, Math.max(0, value));
      return {
        ...state,
        newOpportunity: { ...state.newOpportunity, marker: [clamp(action.x), clamp(action.y)] },
        placingMarker: false,
      };
    }
    case 'newOpportunityCancelled':
      return { ...state, newOpportunity: null, placingMarker: false };
    case 'questionEdited':
      return {
        ...state,
        questionForms: { ...state.questionForms, [action.index]: action.question },
      };
    case 'questionEditDiscarded': {
      const questionForms = { ...state.questionForms };
      delete questionForms[action.index];
      return { ...state, questionForms };
    }
    case 'brandEdited':
      return { ...state, brandForm: action.brand };
    case 'brandEditDiscarded':
      return { ...state, brandForm: null };
    case 'saveStarted':
      return { ...state, saving: true, saveError: null };
    case 'saveSucceeded':
      return {
        ...state,
        ...clearSavedForm(state, action.change),
        detail: action.detail,
        saving: false,
        saveError: null,
      };
    case 'saveConflicted': {
      // Their draft replaces ours; what we typed stays in the forms, to save again on theirs.
      const seen = new Set(state.detail?.trail.map((edit) => edit.id) ?? []);
      const theirs = action.current.trail.filter((edit) => !seen.has(edit.id));
      return {
        ...state,
        detail: action.current,
        saving: false,
        saveError: null,
        conflict: [...(state.conflict ?? []), ...theirs],
        approve: state.approve === 'busy' ? 'idle' : state.approve,
      };
    }
    case 'saveFailed':
      return { ...state, saving: false, saveError: action.message };
    case 'conflictDismissed':
      return { ...state, conflict: null };
    case 'approveAsked':
      return { ...state, approve: 'confirming', approveError: null };
    case 'approveCancelled':
      return { ...state, approve: 'idle', approveError: null };
    case 'approveStarted':
      return { ...state, approve: 'busy', approveError: null };
    case 'approveSucceeded':
      return {
        ...state,
        detail: action.detail,
        approve: 'idle',
        notice: 'Approved. The report is on its way to everyone who asked for it.',
      };
    case 'approveFailed':
      return { ...state, approve: 'confirming', approveError: action.message };
    case 'noticeDismissed':
      return { ...state, notice: null };
  }
}

/** Whether the draft's text differs from what the form holds (so Save has something to send). */
export function opportunityChange(
  opportunity: DraftOpportunity,
  form: OpportunityForm,
): ReviewChange | null {
  const saved = formOf(opportunity);
  const fields: Extract<ReviewChange, { kind: 'update-opportunity' }>['fields'] = {};
  if (form.metric !== saved.metric) fields.metric = form.metric;
  if (form.component !== saved.component) fields.component = form.component;
  if (form.problem !== saved.problem) fields.problem = form.problem;
  if (form.action !== saved.action) fields.action = form.action;
  if (form.reason !== saved.reason) fields.reason = form.reason;
  if (form.usercategory !== saved.usercategory) fields.usercategory = form.usercategory;
  if (JSON.stringify(form.resources) !== JSON.stringify(saved.resources)) {
    fields.resources = form.resources;
  }
  if (JSON.stringify(form.marker) !== JSON.stringify(saved.marker)) fields.marker = form.marker;
  return Object.keys(fields).length > 0
    ? { kind: 'update-opportunity', id: opportunity.id, fields }
    : null;
}

/** The add-opportunity change of a complete form, or what is still missing. */
export function newOpportunityChange(form: OpportunityForm): ReviewChange | string {
  if (!form.component.trim()) return 'Name the component.';
  if (!form.problem.trim()) return 'Describe the problem.';
  const points = Number(form.points);
  if (!Number.isFinite(points) || points < 0) return 'Points must be a number of 0 or more.';
  return {
    kind: 'add-opportunity',
    opportunity: {
      metric: form.metric,
      component: form.component.trim(),
      problem: form.problem.trim(),
      action: form.action,
      reason: form.reason.trim(),
      usercategory: form.usercategory,
      marker: form.usercategory === 'Missing' ? null : form.marker,
      resources: form.resources.filter((resource) => resource.name.trim() !== ''),
      points,
    },
  };
}

/** The request an address opens: `?request=<id>` with a positive whole id, otherwise none. */
export function requestIdOf(search: URLSearchParams): number | null {
  const raw = search.get('request');
  if (raw === null || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** Statuses the engine is still working on: their row (or page) changes without the reviewer. */
const WORKING: ReadonlySet<RequestStatus> = new Set(['queued', 'analysing']);

/** Whether the queue on screen shows a request the engine has not finished (so it polls). */
export function queueIsWorking(queue: QueueState): boolean {
  return queue.items?.some((item) => WORKING.has(item.status)) ?? false;
}

/** Whether the open request is still being analysed (so its page polls until the draft comes). */
export function requestIsWorking(state: ConsoleState): boolean {
  return state.detail !== null && WORKING.has(state.detail.request.status);
}
