import type { ViewerReport } from '@heroscope/schema';
import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useReducer, useRef } from 'react';
import { TooltipProvider } from '../../components/ui/tooltip';
import { ActionListDrawer } from './action-list-drawer';
import { BrandIntelligenceModal } from './brand-intelligence-modal';
import { BrowserFrame } from './browser-frame';
import { cardDomId } from './card-dom-id';
import { IterationPlaceholder } from './iteration-placeholder';
import { OpportunityPanel } from './opportunity-panel';
import { QuestionCarousel } from './question-carousel';
import { ScorePanel } from './score-panel';
import { scrollToCentre } from './scroll-to-centre';
import { useCopyPrompt } from './use-copy-prompt';
import { track } from '../analytics';
import { VersionHeader } from './version-header';
import type { QuestionAnswering, ViewerEditing } from './viewer-editing';
import {
  categoryCounts,
  currentVersion,
  editableOpportunities,
  identifiedOpportunities,
  visibleMarkers,
  visibleOpportunities,
  visibleStrengths,
} from './viewer-selectors';
import { initViewerState, viewerReducer, type VersionKey } from './viewer-state';
import { useViewerLinks } from './viewer-links';
import './report-viewer.css';

const VERSIONS: VersionKey[] = ['v1', 'v2'];
const SCREENSHOT_ALT: Record<VersionKey, string> = { v1: 'original page', v2: 'iteration 1 page' };

interface ReportViewerProps {
  report: ViewerReport;
  /** The reviewer console's edit mode; without it the viewer is read-only. */
  editing?: ViewerEditing;
  /** The private report: the visitor can answer the original version's questions. */
  answering?: QuestionAnswering;
}

/**
 * The report viewer for any report (built-in samples, private reports, the reviewer's draft). All
 * state lives in one reducer (viewer-state.ts); the components below only render it and dispatch.
 * The state starts from the first report it is given: give it a new `key` to show another report.
 * In edit mode a new `report` (a saved draft) replaces the shown one, keeping the open card open.
 */
export function ReportViewer({ report, editing, answering }: ReportViewerProps) {
  const [state, dispatch] = useReducer(viewerReducer, report, (first) =>
    initViewerState(first, { editing: editing !== undefined }),
  );
  const previousIds = useRef(editing?.ids);
  useEffect(() => {
    if (!editing || state.report === report) return;
    const expanded = state.opportunities.find((item) => item.id === state.expandedId);
    const draftId = expanded ? previousIds.current?.[expanded.sourceIndex] : undefined;
    const index = draftId === undefined ? -1 : editing.ids.indexOf(draftId);
    previousIds.current = editing.ids;
    dispatch({ type: 'reportReplaced', report, expandedIndex: index >= 0 ? index : null });
  }, [editing, report, state.report, state.opportunities, state.expandedId]);
  const brandButtonRef = useRef<HTMLButtonElement>(null);
  const sidebarRef = useRef<HTMLElement>(null);
  const { docsUrl, bookingUrl } = useViewerLinks();
  const copyPrompt = useCopyPrompt(state.actionList, dispatch);
  const data = currentVersion(state);
  const identified = identifiedOpportunities(state);
  const hasVersionData = state.version === 'v1' || report.iteration1Data !== undefined;

  // A marker click scrolls its card to the centre once the card has re-rendered (SPEC §4).
  const scrollToCard = useRef<string | null>(null);
  useEffect(() => {
    const id = scrollToCard.current;
    scrollToCard.current = null;
    if (!id) return;
    const card = document.getElementById(cardDomId(id));
    if (card) scrollToCentre(card, sidebarRef.current);
  }, [state.expandedId]);

  // A card that leaves the list would take keyboard focus with it: park it on the list heading.
  const focusListHeading = () => document.getElementById('opportunities-title')?.focus();

  return (
    <TooltipProvider delayDuration={250}>
      <div className="report-viewer">
        <Tabs.Root
          className="report-viewer__layout"
          value={state.version}
          onValueChange={(value) =>
            dispatch({ type: 'versionSelected', version: value as VersionKey })
          }
          // Switching empties the action list, so arrow keys only move focus; Enter or Space switches.
          activationMode="manual"
        >
          <div className="report-viewer__main">
            <VersionHeader
              siteName={report.siteName}
              onOpenBrand={() => dispatch({ type: 'brandModalOpened' })}
              brandButtonRef={brandButtonRef}
            />
            {VERSIONS.map((version) => (
              <Tabs.Content key={version} value={version} className="report-viewer__panel">
                {hasVersionData ? (
                  <BrowserFrame
                    // SPEC §2 names the screenshot by version, whatever the data says.
                    content={{ ...data.websiteContent, alt: SCREENSHOT_ALT[version] }}
                    siteUrl={report.siteUrl}
                    markers={
                      editing
                        ? visibleMarkers(state).filter(
                            (item) => editing.deletedReason(item.sourceIndex) === null,
                          )
                        : visibleMarkers(state)
                    }
                    activeMarkerId={state.activeMarkerId}
                    placing={
                      editing?.placeMarker && version === 'v1'
                        ? { onPlace: editing.placeMarker, pending: editing.pendingMarker ?? null }
                        : undefined
                    }
                    onMarkerToggle={(id) => {
                      scrollToCard.current = id;
                      dispatch({ type: 'markerToggled', id });
                    }}
                  />
                ) : (
                  (editing?.iterationNote ?? <IterationPlaceholder bookingUrl={bookingUrl} />)
                )}
              </Tabs.Content>
            ))}
            <p className="report-viewer__invite">
              Want to brainstorm ideas for this page with the founder?{' '}
              {bookingUrl ? (
                <a href={bookingUrl} target="_blank" rel="noopener noreferrer">
                  Book a free call
                </a>
              ) : null}
            </p>
          </div>
          <aside
            ref={sidebarRef}
            className="report-viewer__sidebar"
            aria-label={`Analysis of ${state.version}`}
          >
            <ScorePanel
              scores={data.scores}
              filter={state.scoreFilter}
              docsUrl={docsUrl}
              engineScores={editing && state.version === 'v1' ? editing.engineScores : undefined}
              v1Scores={
                state.version === 'v2' && report.iteration1Data
                  ? report.originalData.scores
                  : undefined
              }
              onToggle={(label) => dispatch({ type: 'scoreFilterToggled', label })}
            />
            <OpportunityPanel
              // Deleted false positives stay listed for the reviewer, but are not opportunities.
              identifiedCount={
                editing
                  ? identified.filter((item) => editing.deletedReason(item.sourceIndex) === null)
                      .length
                  : identified.length
              }
              cards={editing ? editableOpportunities(state) : visibleOpportunities(state)}
              strengths={editing ? [] : visibleStrengths(state)}
              editing={editing && state.version === 'v1' ? editing : undefined}
              counts={categoryCounts(state)}
              scoreFilter={state.scoreFilter}
              categoryFilter={state.categoryFilter}
              expandedId={state.expandedId}
              onCategoryToggle={(category) => dispatch({ type: 'categoryFilterToggled', category })}
              onCardToggle={(id) => dispatch({ type: 'cardToggled', id })}
              onAdd={(id) => {
                dispatch({ type: 'addedToActionList', id });
                track('action_list_used');
                focusListHeading();
              }}
            />
            <QuestionCarousel
              questions={data.questions}
              index={state.questionIndex}
              editor={
                editing && state.version === 'v1'
                  ? editing.renderQuestionEditor(state.questionIndex)
                  : undefined
              }
              answering={
                answering && state.version === 'v1'
                  ? {
                      saved: answering.savedAnswer(state.questionIndex),
                      onSave: (answer) => answering.onSave(state.questionIndex, answer),
                    }
                  : undefined
              }
              onPrevious={() => dispatch({ type: 'previousQuestion' })}
              onNext={() => dispatch({ type: 'nextQuestion' })}
            />
          </aside>
        </Tabs.Root>
        {/* The action list is the visitor's; a reviewer edits the cards instead. */}
        {editing ? null : (
          <ActionListDrawer
            items={state.actionList}
            open={state.drawerOpen}
            copied={state.copied}
            onToggle={() => dispatch({ type: 'drawerToggled' })}
            onRemove={(id) => {
              dispatch({ type: 'removedFromActionList', id });
              document.getElementById('action-list-toggle')?.focus();
            }}
            onCopy={copyPrompt}
          />
        )}
        <BrandIntelligenceModal
          open={state.brandModalOpen}
          tab={state.brandTab}
          siteName={report.siteName}
          data={report.originalData.brandIntelligence}
          onOpenChange={(open) =>
            dispatch({ type: open ? 'brandModalOpened' : 'brandModalClosed' })
          }
          onTabChange={(tab) => dispatch({ type: 'brandTabSelected', tab })}
          returnFocusRef={brandButtonRef}
        />
      </div>
    </TooltipProvider>
  );
}
