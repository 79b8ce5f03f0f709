import type { ReviewChange } from '@heroscope/schema';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { newOpportunityChange, type ConsoleAction, type OpportunityForm } from './console-state';
import { OpportunityFields } from './opportunity-editor';

interface NewOpportunityFormProps {
  form: OpportunityForm | null;
  placingMarker: boolean;
  saving: boolean;
  dispatch: (action: ConsoleAction) => void;
  save: (change: ReviewChange) => void;
}

/** "Add an opportunity": the fields, its points, and its marker placed by a click on the page. */
export function NewOpportunityForm({
  form,
  placingMarker,
  saving,
  dispatch,
  save,
}: NewOpportunityFormProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  if (!form) {
    return (
      <Button
        variant="secondary"
        className="new-opportunity__start"
        onClick={() => dispatch({ type: 'newOpportunityStarted' })}
      >
        Add an opportunity
      </Button>
    );
  }
  const submit = () => {
    const change = newOpportunityChange(form);
    if (typeof change === 'string') {
      setProblem(change);
      return;
    }
    setProblem(null);
    save(change);
  };
  return (
    <section className="new-opportunity" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="new-opportunity__title">
        New opportunity
      </h3>
      <OpportunityFields
        form={form}
        onChange={(fields) => dispatch({ type: 'newOpportunityEdited', fields })}
      />
      <label className="field__label" htmlFor={`${id}-points`}>
        Points it costs its category
      </label>
      <input
        id={`${id}-points`}
        className="field__input new-opportunity__points"
        type="number"
        min={0}
        max={99}
        value={form.points}
        onChange={(event) =>
          dispatch({ type: 'newOpportunityEdited', fields: { points: event.target.value } })
        }
      />
      {form.usercategory === 'Missing' ? null : (
        <div className="new-opportunity__marker">
          <Button
            variant={placingMarker ? 'primary' : 'secondary'}
            aria-pressed={placingMarker}
            onClick={() => dispatch({ type: 'markerPlacementToggled' })}
          >
            {placingMarker ? 'Click on the screenshot…' : 'Place the marker on the screenshot'}
          </Button>
          <span className="new-opportunity__where" aria-live="polite">
            {form.marker
              ? `Marker at ${form.marker[0]}%, ${form.marker[1]}%`
              : 'No marker placed yet'}
          </span>
        </div>
      )}
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="opportunity-editor__actions">
        <Button disabled={saving} onClick={submit}>
          Add to the draft
        </Button>
        <Button variant="ghost" onClick={() => dispatch({ type: 'newOpportunityCancelled' })}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
