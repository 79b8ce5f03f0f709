import type { ReportVersion } from '@heroscope/schema';
import {
  isWellImplemented,
  matchesFilters,
  versionData,
  type ViewerOpportunity,
  type ViewerState,
} from './viewer-state';

/**
 * What the sidebar and the frame derive from the state. Well-implemented items are not
 * opportunities: they are shown apart as "What works" and never counted, filtered by category,
 * marked on the screenshot or added to the action list.
 */

export function currentVersion(state: ViewerState): ReportVersion {
  return versionData(state.report, state.version);
}

/** Every Incomplete and Missing item still in the list: the 'Opportunities identified' count. */
export function identifiedOpportunities(state: ViewerState): ViewerOpportunity[] {
  return state.opportunities.filter((item) => !isWellImplemented(item));
}

/** The cards listed: opportunities matching both the dial and the category filter. */
export function visibleOpportunities(state: ViewerState): ViewerOpportunity[] {
  return identifiedOpportunities(state).filter((item) => matchesFilters(state, item));
}

/** Chip counts: how many cards each category would list under the current dial filter. */
export function categoryCounts(state: ViewerState): { Incomplete: number; Missing: number } {
  const underDial = identifiedOpportunities(state).filter(
    (item) => !state.scoreFilter || item.group === state.scoreFilter,
  );
  return {
    Incomplete: underDial.filter((item) => item.opportunity.usercategory === 'Incomplete').length,
    Missing: underDial.filter((item) => item.opportunity.usercategory === 'Missing').length,
  };
}

/** "What works" under the current dial; hidden while a category chip asks for problems only. */
export function visibleStrengths(state: ViewerState): ViewerOpportunity[] {
  if (state.categoryFilter) return [];
  return state.opportunities.filter(
    (item) => isWellImplemented(item) && (!state.scoreFilter || item.group === state.scoreFilter),
  );
}

/** Listed cards that have a point on the screenshot (Missing items never do). */
export function visibleMarkers(
  state: ViewerState,
): Array<ViewerOpportunity & { marker: [number, number] }> {
  return visibleOpportunities(state).flatMap((item) => {
    const { marker, usercategory } = item.opportunity;
    return marker && usercategory !== 'Missing' ? [{ ...item, marker }] : [];
  });
}

/** Edit mode: every item matching the filters, well-implemented ones included, in draft order. */
export function editableOpportunities(state: ViewerState): ViewerOpportunity[] {
  return state.opportunities.filter((item) => matchesFilters(state, item));
}
