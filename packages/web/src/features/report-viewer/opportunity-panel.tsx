import type { ScoreLabel } from '@heroscope/schema';
import { OpportunityCard } from './opportunity-card';
import { StrengthsList } from './strengths-list';
import type { ViewerEditing } from './viewer-editing';
import type { CategoryFilter, ViewerOpportunity } from './viewer-state';
import './opportunity-card.css';

interface OpportunityPanelProps {
  /** Every Incomplete and Missing item still listed, whatever the filters. */
  identifiedCount: number;
  cards: ViewerOpportunity[];
  strengths: ViewerOpportunity[];
  counts: Record<CategoryFilter, number>;
  scoreFilter: ScoreLabel | null;
  categoryFilter: CategoryFilter | null;
  expandedId: string | null;
  onCategoryToggle: (category: CategoryFilter) => void;
  onCardToggle: (id: string) => void;
  onAdd: (id: string) => void;
  /** Edit mode: each opened card holds the console's editor; deleted ones show why. */
  editing?: Pick<ViewerEditing, 'renderOpportunityEditor' | 'deletedReason' | 'listActions'>;
}

const CATEGORIES: CategoryFilter[] = ['Incomplete', 'Missing'];

/** 'Opportunities identified': the count, the category chips, the cards and "What works". */
export function OpportunityPanel(props: OpportunityPanelProps) {
  const { identifiedCount, cards, strengths, counts, scoreFilter, categoryFilter } = props;
  const filtered = scoreFilter !== null || categoryFilter !== null;
  return (
    <section className="viewer-section" aria-labelledby="opportunities-title">
      <div className="viewer-section__head">
        <h2 id="opportunities-title" className="viewer-section__title" tabIndex={-1}>
          Opportunities identified
        </h2>
        <span className="viewer-count viewer-count--strong">{identifiedCount}</span>
      </div>
      <div className="filter-chips" role="group" aria-label="Filter opportunities by category">
        {CATEGORIES.map((category) => (
          <button
            key={category}
            type="button"
            className={`filter-chip filter-chip--${category.toLowerCase()}`}
            aria-pressed={categoryFilter === category}
            onClick={() => props.onCategoryToggle(category)}
          >
            {category}
            <span className="filter-chip__count">{counts[category]}</span>
          </button>
        ))}
      </div>
      {props.editing?.listActions}
      {filtered ? (
        <p className="opportunity-panel__status" role="status">
          Showing {cards.length} of {identifiedCount}
          {scoreFilter ? ` · ${scoreFilter}` : ''}
          {categoryFilter ? ` · ${categoryFilter}` : ''}
        </p>
      ) : null}
      {cards.length > 0 ? (
        <ul className="opportunity-list">
          {cards.map((item) => (
            <OpportunityCard
              key={item.id}
              item={item}
              expanded={props.expandedId === item.id}
              onToggle={() => props.onCardToggle(item.id)}
              onAdd={() => props.onAdd(item.id)}
              editing={
                props.editing
                  ? {
                      editor: props.editing.renderOpportunityEditor(item.sourceIndex),
                      deletedReason: props.editing.deletedReason(item.sourceIndex),
                    }
                  : undefined
              }
            />
          ))}
        </ul>
      ) : (
        <p className="viewer-empty">
          {identifiedCount === 0
            ? 'No opportunities for this version.'
            : 'No opportunities match these filters.'}
        </p>
      )}
      <StrengthsList items={strengths} />
    </section>
  );
}
