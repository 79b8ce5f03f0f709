import { CheckCircleIcon } from '../../components/ui/icons';
import type { ViewerOpportunity } from './viewer-state';

/**
 * "What works": the report's well-implemented items. They are praise, not work, so they are kept
 * out of the opportunity count, the category chips, the markers and the action list.
 */
export function StrengthsList({ items }: { items: ViewerOpportunity[] }) {
  if (items.length === 0) return null;
  return (
    <details className="strengths">
      <summary className="strengths__summary">
        <CheckCircleIcon width="18" height="18" className="strengths__icon" />
        What works
        <span className="viewer-count">{items.length}</span>
      </summary>
      <ul className="strengths__list">
        {items.map(({ id, opportunity }) => (
          <li key={id} className="strengths__item">
            <span className="strengths__component">{opportunity.component}</span>
            <span className="strengths__text">{opportunity.problem}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
