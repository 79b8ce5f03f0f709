import { displayScore, type ReviewEdit } from '@heroscope/schema';

/** What each kind of saved change is called in the audit trail. */
const KIND_LABELS: Record<string, string> = {
  'update-opportunity': 'Edited',
  'delete-opportunity': 'Deleted',
  'restore-opportunity': 'Restored',
  'add-opportunity': 'Added',
  'move-opportunity': 'Moved',
  'update-question': 'Edited question',
  'update-brand-intelligence': 'Edited brand intelligence',
  approve: 'Approved',
};

export function kindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind;
}

/** One value, short: strings as they are, anything else as compact JSON, cut at 120 characters. */
export function shortValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

export interface FieldChange {
  field: string | null;
  before: string;
  after: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The trail names fields as the editor's labels do, not as the JSON keys. */
const FIELD_LABELS: Record<string, string> = {
  component: 'Component',
  metric: 'Category',
  usercategory: 'Finding',
  action: 'Action',
  problem: 'Problem',
  reason: 'Why it matters',
  resources: 'Resources',
  marker: 'Marker',
  points: 'Points',
  status: 'Confidence',
  index: 'Position',
};

/** Bookkeeping keys a reviewer never typed: listing them reads like a database dump. */
const INTERNAL_FIELDS = new Set(['id', 'auditId', 'addedByReviewer', 'deleted', 'sourceIndex']);

/**
 * Kinds whose entry says everything in its heading and reason: a deletion keeps the whole
 * opportunity (so it can be restored), and its field-by-field "before → nothing" says nothing.
 */
const SUMMARY_ONLY = new Set(['delete-opportunity', 'restore-opportunity', 'approve']);

/**
 * An approval in one sentence ("Sent with Standards 57 · Clarity 88 · …; 24 opportunities; to 1
 * address."), from what the server recorded: the scores, how many opportunities, how many
 * recipients. Null for any other entry.
 */
export function approvalSummary(edit: Pick<ReviewEdit, 'kind' | 'after'>): string | null {
  if (edit.kind !== 'approve' || !isRecord(edit.after)) return null;
  const { scores, opportunities, recipients } = edit.after;
  const parts: string[] = [];
  if (Array.isArray(scores)) {
    const named = scores
      .filter(isRecord)
      .map(
        (s) =>
          `${String(s.label)} ${typeof s.value === 'number' ? displayScore(s.value) : String(s.value)}`,
      );
    if (named.length > 0) parts.push(`Sent with ${named.join(' · ')}`);
  }
  if (typeof opportunities === 'number')
    parts.push(`${opportunities} ${opportunities === 1 ? 'opportunity' : 'opportunities'}`);
  if (typeof recipients === 'number')
    parts.push(`to ${recipients} ${recipients === 1 ? 'address' : 'addresses'}`);
  return parts.length > 0 ? `${parts.join('; ')}.` : null;
}

function valueOf(field: string, value: unknown): string {
  // Positions are stored from 0; the console counts cards from 1.
  if (field === 'index' && typeof value === 'number') return String(value + 1);
  return shortValue(value);
}

/**
 * before → after of a trail entry: field by field when both sides are objects (only the fields
 * a reviewer edits, and only those that differ), otherwise the two values whole.
 */
export function fieldChanges(
  edit: Pick<ReviewEdit, 'before' | 'after'> & { kind?: string },
): FieldChange[] {
  const { before, after } = edit;
  if (edit.kind && SUMMARY_ONLY.has(edit.kind)) return [];
  if (isRecord(before) || isRecord(after)) {
    const a = isRecord(before) ? before : {};
    const b = isRecord(after) ? after : {};
    const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    return fields
      .filter((field) => !INTERNAL_FIELDS.has(field))
      .filter((field) => JSON.stringify(a[field]) !== JSON.stringify(b[field]))
      .map((field) => ({
        field: FIELD_LABELS[field] ?? field,
        before: valueOf(field, a[field]),
        after: valueOf(field, b[field]),
      }));
  }
  if (before === null && after === null) return [];
  return [{ field: null, before: shortValue(before), after: shortValue(after) }];
}

/**
 * What an entry is about, in words: an opportunity by its component name (from the entry, or
 * from the draft's current names when the entry only holds the fields that changed), else its
 * target as stored.
 */
export function subjectOf(
  edit: Pick<ReviewEdit, 'target' | 'before' | 'after'>,
  names: Readonly<Record<string, string>> = {},
): string {
  for (const side of [edit.after, edit.before]) {
    if (isRecord(side) && typeof side.component === 'string' && side.component.trim()) {
      return `“${side.component}”`;
    }
  }
  const named = names[edit.target];
  return named?.trim() ? `“${named}”` : edit.target;
}

/** "3 Jun, 14:05" in the reviewer's time zone. */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}
