import { useId, type ReactNode } from 'react';
import { DocumentIcon, PlusIcon, UserIcon } from '../../components/ui/icons';
import { Tooltip } from '../../components/ui/tooltip';
import { cardDomId } from './card-dom-id';
import { formatPoints } from './format-points';
import { scoreTone } from './score-colors';
import type { ViewerOpportunity } from './viewer-state';

export const LOW_CONFIDENCE_TOOLTIP =
  'Opportunity may require more context to align with your vision.';

interface OpportunityCardProps {
  item: ViewerOpportunity;
  expanded: boolean;
  onToggle: () => void;
  onAdd: () => void;
  /** Edit mode: the opened card shows the editor instead of its reading; no action list. */
  editing?: { editor: ReactNode; deletedReason: string | null };
}

/** One opportunity: the summary always, problem, reason and resources once expanded. */
export function OpportunityCard({
  item,
  expanded,
  onToggle,
  onAdd,
  editing,
}: OpportunityCardProps) {
  const detailsId = useId();
  const { opportunity: o, number } = item;
  const deleted = editing?.deletedReason ?? null;
  const hasMarker = Boolean(o.marker) && o.usercategory !== 'Missing';
  const categoryClass =
    o.usercategory === 'Missing'
      ? 'missing'
      : o.usercategory === 'Well implemented'
        ? 'well'
        : 'incomplete';
  return (
    <li
      id={cardDomId(item.id)}
      className={`opportunity-card ${scoreTone(item.group)}${expanded ? ' opportunity-card--expanded' : ''}${deleted !== null ? ' opportunity-card--deleted' : ''}`}
    >
      <div className="opportunity-card__meta">
        {hasMarker && number !== undefined ? (
          <span className="opportunity-card__number" aria-hidden="true">
            {number}
          </span>
        ) : null}
        <span className="opportunity-card__metric">{o.metric}</span>
        <span className={`opportunity-card__category opportunity-card__category--${categoryClass}`}>
          {o.usercategory}
        </span>
        {o.points ? (
          <span className="opportunity-card__points">{formatPoints(o.points)}</span>
        ) : null}
      </div>
      <h3 className="opportunity-card__title">
        <button
          type="button"
          className="opportunity-card__toggle"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={onToggle}
        >
          {o.component}
        </button>
      </h3>
      <p className="opportunity-card__action">{o.action}</p>
      <p className="opportunity-card__problem">{o.problem}</p>
      {deleted !== null ? (
        <p className="opportunity-card__deleted">
          <strong>Deleted:</strong> {deleted}
        </p>
      ) : null}
      <div id={detailsId} className="opportunity-card__details" hidden={!expanded}>
        {expanded && editing ? (
          editing.editor
        ) : expanded ? (
          <>
            <h4 className="opportunity-card__subtitle">Why it matters</h4>
            <p className="opportunity-card__reason">{o.reason}</p>
            {o.resources && o.resources.length > 0 ? (
              <>
                <h4 className="opportunity-card__subtitle">Resources</h4>
                <ul className="opportunity-card__resources">
                  {o.resources.map((resource) => (
                    <li key={resource.name}>
                      <strong>{resource.name}</strong>
                      <span>{resource.why}</span>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        ) : null}
      </div>
      <div className="opportunity-card__footer">
        <div className="opportunity-card__flags">
          {o.status === 'Low confidence' ? (
            <Tooltip content={LOW_CONFIDENCE_TOOLTIP}>
              {/* Focusable so keyboard users get the tooltip too; it does nothing when pressed. */}
              <span className="opportunity-card__low" tabIndex={0}>
                Low confidence
              </span>
            </Tooltip>
          ) : null}
          {o.hasDocument ? (
            <span className="opportunity-card__flag">
              <DocumentIcon width="14" height="14" />
              Document
            </span>
          ) : null}
          {o.hasPerson ? (
            <span className="opportunity-card__flag">
              <UserIcon width="14" height="14" />
              Person
            </span>
          ) : null}
        </div>
        {editing ? null : (
          <button type="button" className="opportunity-card__add" onClick={onAdd}>
            <PlusIcon width="16" height="16" />
            Add to action list
          </button>
        )}
      </div>
    </li>
  );
}
