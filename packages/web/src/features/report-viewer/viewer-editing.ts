import type { Score } from '@heroscope/schema';
import type { ReactNode } from 'react';

/**
 * What the reviewer console hands the viewer to turn it into an editor. The viewer keeps drawing
 * the report; the console supplies the editing controls (render slots) and the callbacks. Without
 * it the viewer is the visitor's read-only one, unchanged.
 */
export interface ViewerEditing {
  /** Draft ids of the original version's opportunities, in order: an open card stays open. */
  ids: readonly string[];
  /** The engine's scores, shown beside a dial the review has moved. */
  engineScores: readonly Score[];
  /** Why the opportunity at this index was deleted, or null while it is kept. */
  deletedReason: (index: number) => string | null;
  /** The controls inside the opened card of the opportunity at this index. */
  renderOpportunityEditor: (index: number) => ReactNode;
  /** The controls under the question at this index. */
  renderQuestionEditor: (index: number) => ReactNode;
  /** Shown above the cards (e.g. "Add an opportunity"). */
  listActions?: ReactNode;
  /** Set while a new opportunity's marker is being placed: a click on the screenshot places it. */
  placeMarker?: ((x: number, y: number) => void) | undefined;
  /** Where the new marker is, to show it before it is saved. */
  pendingMarker?: readonly [number, number] | null | undefined;
  /** Shown on the v2 tab instead of the visitor's invitation to book a call for more iterations. */
  iterationNote?: ReactNode;
}

/** The private report's answerable questions ('Personalize the analysis'). */
export interface QuestionAnswering {
  /** The saved answer to the question at this index, if any. */
  savedAnswer: (index: number) => string | undefined;
  /** Resolves once saved; rejects with an Error whose message says what went wrong. */
  onSave: (index: number, answer: string) => Promise<void>;
}
