import type { PlacedMarker } from './marker-layout';
import { scoreTone } from './score-colors';
import type { ViewerOpportunity } from './viewer-state';

interface OpportunityMarkerProps {
  item: ViewerOpportunity;
  placement: PlacedMarker;
  active: boolean;
  onToggle: () => void;
}

/** A numbered round marker centred on its point on the screenshot; pressing it opens its card. */
export function OpportunityMarker({ item, placement, active, onToggle }: OpportunityMarkerProps) {
  const classes = [
    'opportunity-marker',
    scoreTone(item.group),
    active ? 'opportunity-marker--active' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={classes}
      style={{ left: `${placement.x}%`, top: `${placement.y}%` }}
      aria-pressed={active}
      aria-label={`Opportunity ${item.number}: ${item.opportunity.component}`}
      data-marker-id={item.id}
      onClick={onToggle}
    >
      {item.number}
    </button>
  );
}
