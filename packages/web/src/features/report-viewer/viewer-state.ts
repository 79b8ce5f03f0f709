import type { Opportunity, ReportVersion, ScoreLabel, ViewerReport } from '@heroscope/schema';
import { metricGroup } from './metric-group';
import { NO_ITERATION_VERSION } from './placeholder-version';

export type VersionKey = 'v1' | 'v2';
export type CategoryFilter = 'Incomplete' | 'Missing';
export type BrandTab = 'raw-data' | 'insights' | 'your-goals';

/** One opportunity as the viewer holds it. */
export interface ViewerOpportunity {
  /** opp-{index} (SPEC §3); a card taken back from the action list gets a new, restored id. */
  id: string;
  /** Index in the version's opportunities: keeps the list in report order when a card returns. */
  sourceIndex: number;
  /** Shown on the card and its marker (1, 2, …); well-implemented items have none. */
  number: number | undefined;
  /** The dial it is filtered under (metrics beyond the four labels are grouped). */
  group: ScoreLabel;
  opportunity: Opportunity;
}

export interface ViewerState {
  report: ViewerReport;
  version: VersionKey;
  questionIndex: number;
  /** The version's opportunities not moved to the action list, in report order. */
  opportunities: ViewerOpportunity[];
  expandedId: string | null;
  activeMarkerId: string | null;
  scoreFilter: ScoreLabel | null;
  categoryFilter: CategoryFilter | null;
  actionList: ViewerOpportunity[];
  drawerOpen: boolean;
  brandModalOpen: boolean;
  brandTab: BrandTab;
  /**
   * The copy-prompt button says 'copied!' while true: for 2 s, or until the list changes (what
   * was copied is then no longer the list shown).
   */
  copied: boolean;
  /** How many cards have come back from the action list: makes each restored id new. */
  restoredCount: number;
  /**
   * The reviewer console's edit mode: well-implemented items are cards too (they can be edited
   * and reordered like any other), and the report is replaced after every saved change.
   */
  editing: boolean;
}

export type ViewerAction =
  | { type: 'versionSelected'; version: VersionKey }
  | { type: 'previousQuestion' }
  | { type: 'nextQuestion' }
  | { type: 'scoreFilterToggled'; label: ScoreLabel }
  | { type: 'categoryFilterToggled'; category: CategoryFilter }
  | { type: 'cardToggled'; id: string }
  | { type: 'markerToggled'; id: string }
  | { type: 'addedToActionList'; id: string }
  | { type: 'removedFromActionList'; id: string }
  | { type: 'drawerToggled' }
  | { type: 'brandModalOpened' }
  | { type: 'brandModalClosed' }
  | { type: 'brandTabSelected'; tab: BrandTab }
  | { type: 'promptCopied' }
  | { type: 'copiedFeedbackEnded' }
  /** Edit mode: the draft was saved; the card open before stays open (at its new index). */
  | { type: 'reportReplaced'; report: ViewerReport; expandedIndex: number | null };

/** The data a version shows; v2 of a report without an iteration is the SPEC §4 placeholder. */
export function versionData(report: ViewerReport, version: VersionKey): ReportVersion {
  if (version === 'v1') return report.originalData;
  return report.iteration1Data ?? NO_ITERATION_VERSION;
}

export function isWellImplemented(item: ViewerOpportunity): boolean {
  return item.opportunity.usercategory === 'Well implemented';
}

function loadOpportunities(data: ReportVersion): ViewerOpportunity[] {
  let number = 0;
  return data.opportunities.map((opportunity, index) => ({
    id: `opp-${index}`,
    sourceIndex: index,
    number: opportunity.usercategory === 'Well implemented' ? undefined : ++number,
    group: metricGroup(opportunity.metric),
    opportunity,
  }));
}

export function initViewerState(
  report: ViewerReport,
  options: { editing?: boolean } = {},
): ViewerState {
  return {
    report,
    version: 'v1',
    questionIndex: 0,
    opportunities: loadOpportunities(report.originalData),
    expandedId: null,
    activeMarkerId: null,
    scoreFilter: null,
    categoryFilter: null,
    actionList: [],
    drawerOpen: false,
    brandModalOpen: false,
    brandTab: 'raw-data',
    copied: false,
    restoredCount: 0,
    editing: options.editing ?? false,
  };
}

/** Whether an item is listed under the current dial and category filters. */
export function matchesFilters(state: ViewerState, item: ViewerOpportunity): boolean {
  if (state.scoreFilter && item.group !== state.scoreFilter) return false;
  if (state.categoryFilter && item.opportunity.usercategory !== state.categoryFilter) return false;
  return true;
}

const collapsed = { expandedId: null, activeMarkerId: null } as const;

/** Expanding selects the card's marker (if it has one); collapsing clears both. */
function toggleCard(state: ViewerState, id: string): ViewerState {
  if (state.expandedId === id) return { ...state, ...collapsed };
  const item = state.opportunities.find((candidate) => candidate.id === id);
  if (!item || (isWellImplemented(item) && !state.editing)) return state;
  return { ...state, expandedId: id, activeMarkerId: item.opportunity.marker ? id : null };
}

/** A filter change that hides the expanded card also collapses it, so no hidden marker stays lit. */
function withFilters(state: ViewerState, filters: Partial<ViewerState>): ViewerState {
  const next = { ...state, ...filters };
  const expanded = next.opportunities.find((item) => item.id === next.expandedId);
  return expanded && !matchesFilters(next, expanded) ? { ...next, ...collapsed } : next;
}

export function viewerReducer(state: ViewerState, action: ViewerAction): ViewerState {
  switch (action.type) {
    case 'versionSelected':
      if (action.version === state.version) return state;
      return {
        ...state,
        version: action.version,
        questionIndex: 0,
        opportunities: loadOpportunities(versionData(state.report, action.version)),
        ...collapsed,
        actionList: [],
        copied: false,
      };
    case 'previousQuestion':
      return { ...state, questionIndex: Math.max(0, state.questionIndex - 1) };
    case 'nextQuestion': {
      const last = versionData(state.report, state.version).questions.length - 1;
      return { ...state, questionIndex: Math.max(0, Math.min(last, state.questionIndex + 1)) };
    }
    case 'scoreFilterToggled':
      return withFilters(state, {
        scoreFilter: state.scoreFilter === action.label ? null : action.label,
      });
    case 'categoryFilterToggled':
      return withFilters(state, {
        categoryFilter: state.categoryFilter === action.category ? null : action.category,
      });
    case 'cardToggled':
    case 'markerToggled':
      return toggleCard(state, action.id);
    case 'addedToActionList': {
      const item = state.opportunities.find((candidate) => candidate.id === action.id);
      if (!item || isWellImplemented(item)) return state;
      const clearsExpansion = state.expandedId === item.id;
      return {
        ...state,
        opportunities: state.opportunities.filter((candidate) => candidate !== item),
        actionList: [...state.actionList, item],
        ...(clearsExpansion ? collapsed : {}),
        copied: false,
      };
    }
    case 'removedFromActionList': {
      const item = state.actionList.find((candidate) => candidate.id === action.id);
      if (!item) return state;
      const restoredCount = state.restoredCount + 1;
      const restored = { ...item, id: `opp-${item.sourceIndex}-restored-${restoredCount}` };
      const opportunities = [...state.opportunities, restored].sort(
        (a, b) => a.sourceIndex - b.sourceIndex,
      );
      return {
        ...state,
        opportunities,
        actionList: state.actionList.filter((candidate) => candidate !== item),
        restoredCount,
        copied: false,
      };
    }
    case 'drawerToggled':
      return { ...state, drawerOpen: !state.drawerOpen };
    case 'brandModalOpened':
      return { ...state, brandModalOpen: true, brandTab: 'raw-data' };
    case 'brandModalClosed':
      return { ...state, brandModalOpen: false };
    case 'brandTabSelected':
      return { ...state, brandTab: action.tab };
    case 'promptCopied':
      return { ...state, copied: true };
    case 'copiedFeedbackEnded':
      return { ...state, copied: false };
    case 'reportReplaced': {
      const opportunities = loadOpportunities(versionData(action.report, state.version));
      const expanded =
        action.expandedIndex === null ? undefined : opportunities[action.expandedIndex];
      const next = { ...state, report: action.report, opportunities, ...collapsed };
      const last = versionData(action.report, state.version).questions.length - 1;
      next.questionIndex = Math.max(0, Math.min(last, state.questionIndex));
      return expanded ? toggleCard(next, expanded.id) : next;
    }
  }
}
