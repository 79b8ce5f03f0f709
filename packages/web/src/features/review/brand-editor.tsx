import type { BrandIntelligence, ReviewChange } from '@heroscope/schema';
import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { TextAreaField } from './labelled-field';
import type { ConsoleAction } from './console-state';

interface BrandEditorProps {
  brand: BrandIntelligence | undefined;
  form: BrandIntelligence | null;
  saving: boolean;
  dispatch: (action: ConsoleAction) => void;
  save: (change: ReviewChange) => void;
}

const EMPTY: BrandIntelligence = { colorScheme: [], typography: [], insights: [], goals: [] };

/**
 * Brand intelligence as the visitor's '+' dialog shows it: the insights and the goals (colours
 * and type are measured from the page, so they are not edited here).
 */
export function BrandEditor({ brand, form, saving, dispatch, save }: BrandEditorProps) {
  const id = useId();
  const saved = brand ?? EMPTY;
  const current = form ?? saved;
  const edit = (fields: Partial<BrandIntelligence>) =>
    dispatch({ type: 'brandEdited', brand: { ...current, ...fields } });
  const changed = JSON.stringify(current) !== JSON.stringify(saved);
  const cleaned: BrandIntelligence = {
    ...current,
    goals: current.goals.map((goal) => goal.trim()).filter(Boolean),
    insights: current.insights.filter((insight) => insight.title.trim() || insight.content.trim()),
  };
  return (
    <section className="review-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="review-card__title">
        Brand intelligence
      </h2>
      {current.insights.map((insight, index) => (
        <fieldset key={index} className="editor-fields__group">
          <legend className="field__label">Insight {index + 1}</legend>
          <input
            className="field__input"
            aria-label={`Insight ${index + 1} title`}
            value={insight.title}
            onChange={(event) =>
              edit({
                insights: current.insights.map((item, at) =>
                  at === index ? { ...item, title: event.target.value } : item,
                ),
              })
            }
          />
          <textarea
            className="field__input"
            rows={3}
            aria-label={`Insight ${index + 1} text`}
            value={insight.content}
            onChange={(event) =>
              edit({
                insights: current.insights.map((item, at) =>
                  at === index ? { ...item, content: event.target.value } : item,
                ),
              })
            }
          />
        </fieldset>
      ))}
      <Button
        variant="ghost"
        onClick={() =>
          edit({ insights: [...current.insights, { title: '', icon: 'book', content: '' }] })
        }
      >
        Add an insight
      </Button>
      <TextAreaField
        id={`${id}-goals`}
        label="Goals (one per line)"
        rows={4}
        value={current.goals.join('\n')}
        onChange={(text) => edit({ goals: text.split('\n') })}
      />
      <div className="opportunity-editor__actions">
        <Button
          disabled={!changed || saving}
          onClick={() => save({ kind: 'update-brand-intelligence', brandIntelligence: cleaned })}
        >
          Save brand intelligence
        </Button>
        {form ? (
          <Button variant="ghost" onClick={() => dispatch({ type: 'brandEditDiscarded' })}>
            Discard
          </Button>
        ) : null}
      </div>
    </section>
  );
}
