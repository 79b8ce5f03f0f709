import type { ReviewEdit } from '@heroscope/schema';
import { approvalSummary, fieldChanges, formatWhen, kindLabel, subjectOf } from './edit-summary';

/** One entry: who, when, what, and each changed value before → after. */
export function EditEntry({
  edit,
  names,
}: {
  edit: ReviewEdit;
  /** The draft's component names by opportunity id, to name an entry that holds only changes. */
  names?: Readonly<Record<string, string>>;
}) {
  const changes = fieldChanges(edit);
  const approval = approvalSummary(edit);
  return (
    <li className="trail-entry">
      <p className="trail-entry__head">
        <strong>{kindLabel(edit.kind)}</strong> <span>{subjectOf(edit, names)}</span>
      </p>
      <p className="trail-entry__meta">
        {edit.reviewerEmail} · <time dateTime={edit.at}>{formatWhen(edit.at)}</time> · revision{' '}
        {edit.revision}
      </p>
      {edit.reason ? <p className="trail-entry__reason">Reason: {edit.reason}</p> : null}
      {approval ? <p className="trail-entry__summary">{approval}</p> : null}
      {changes.length > 0 ? (
        <dl className="trail-entry__changes">
          {changes.map((change, index) => (
            <div key={change.field ?? index} className="trail-entry__change">
              {change.field ? <dt>{change.field}</dt> : <dt className="visually-hidden">value</dt>}
              <dd>
                <del>{change.before}</del> <span aria-hidden="true">→</span>
                <span className="visually-hidden">changed to</span> <ins>{change.after}</ins>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}

/** The draft's audit trail, newest first. */
export function AuditTrail({
  trail,
  names,
}: {
  trail: ReviewEdit[];
  names?: Readonly<Record<string, string>>;
}) {
  const newestFirst = [...trail].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  return (
    <section className="review-card" aria-labelledby="trail-title">
      <h2 id="trail-title" className="review-card__title">
        Audit trail <span className="viewer-count">{trail.length}</span>
      </h2>
      {newestFirst.length > 0 ? (
        <ol className="trail">
          {newestFirst.map((edit) => (
            <EditEntry key={edit.id} edit={edit} names={names} />
          ))}
        </ol>
      ) : (
        <p className="review-empty">No changes yet: this is the engine&apos;s draft.</p>
      )}
    </section>
  );
}
