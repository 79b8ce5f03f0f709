import {
  ACTION_LABELS,
  SCORE_LABELS,
  USER_CATEGORIES,
  type DraftOpportunity,
  type ReviewChange,
  type UserCategory,
} from '@heroscope/schema';
import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { SelectField, TextAreaField, TextField } from './labelled-field';
import {
  formOf,
  opportunityChange,
  type ConsoleAction,
  type OpportunityForm,
} from './console-state';

interface OpportunityEditorProps {
  opportunity: DraftOpportunity;
  index: number;
  count: number;
  form: OpportunityForm | undefined;
  /** The reason being typed for a deletion, or undefined when none is under way. */
  deleteReason: string | undefined;
  saving: boolean;
  dispatch: (action: ConsoleAction) => void;
  save: (change: ReviewChange) => void;
}

/** A select's options: the list, and the current value first when it is not one of them. */
function withCurrent(list: readonly string[], current: string): string[] {
  return list.includes(current) ? [...list] : [current, ...list];
}

/** The fields shared by an opportunity's editor and the new-opportunity form. */
export function OpportunityFields({
  form,
  onChange,
}: {
  form: OpportunityForm;
  onChange: (fields: Partial<OpportunityForm>) => void;
}) {
  const id = useId();
  const setResource = (at: number, field: 'name' | 'why', value: string) =>
    onChange({
      resources: form.resources.map((resource, index) =>
        index === at ? { ...resource, [field]: value } : resource,
      ),
    });
  const setMarker = (axis: 0 | 1, value: string) => {
    const number = Number(value);
    if (value === '' || !Number.isFinite(number)) return;
    const marker: [number, number] = form.marker ? [...form.marker] : [50, 50];
    marker[axis] = Math.min(100, Math.max(0, number));
    onChange({ marker });
  };
  return (
    <div className="editor-fields">
      <TextField
        id={`${id}-component`}
        label="Component"
        value={form.component}
        onChange={(component) => onChange({ component })}
      />
      <div className="editor-fields__row">
        <div>
          <SelectField
            id={`${id}-metric`}
            label="Category"
            value={form.metric}
            options={withCurrent(SCORE_LABELS, form.metric)}
            onChange={(metric) => onChange({ metric })}
          />
        </div>
        <div>
          <SelectField
            id={`${id}-usercategory`}
            label="Finding"
            value={form.usercategory}
            options={USER_CATEGORIES}
            onChange={(usercategory) => onChange({ usercategory: usercategory as UserCategory })}
          />
        </div>
      </div>
      <SelectField
        id={`${id}-action`}
        label="Action"
        value={form.action}
        options={withCurrent(ACTION_LABELS, form.action)}
        onChange={(action) => onChange({ action })}
      />
      <TextAreaField
        id={`${id}-problem`}
        label="Problem"
        rows={3}
        value={form.problem}
        onChange={(problem) => onChange({ problem })}
      />
      <TextAreaField
        id={`${id}-reason`}
        label="Why it matters"
        rows={3}
        value={form.reason}
        onChange={(reason) => onChange({ reason })}
      />
      <fieldset className="editor-fields__group">
        <legend className="field__label">Resources</legend>
        {form.resources.map((resource, index) => (
          <div key={index} className="editor-fields__resource">
            <input
              className="field__input"
              aria-label={`Resource ${index + 1} name`}
              value={resource.name}
              onChange={(event) => setResource(index, 'name', event.target.value)}
            />
            <input
              className="field__input"
              aria-label={`Resource ${index + 1}: why`}
              value={resource.why}
              onChange={(event) => setResource(index, 'why', event.target.value)}
            />
            <Button
              variant="ghost"
              aria-label={`Remove resource ${index + 1}`}
              onClick={() =>
                onChange({ resources: form.resources.filter((_, at) => at !== index) })
              }
            >
              Remove
            </Button>
          </div>
        ))}
        <Button
          variant="ghost"
          onClick={() => onChange({ resources: [...form.resources, { name: '', why: '' }] })}
        >
          Add a resource
        </Button>
      </fieldset>
      {form.usercategory === 'Missing' ? null : (
        <fieldset className="editor-fields__group">
          <legend className="field__label">Marker on the screenshot (% from the top left)</legend>
          <div className="editor-fields__row">
            {(
              [
                ['x', 0],
                ['y', 1],
              ] as const
            ).map(([axis, at]) => (
              <input
                key={axis}
                className="field__input"
                type="number"
                min={0}
                max={100}
                step={0.1}
                aria-label={`Marker ${axis} (%)`}
                value={form.marker?.[at] ?? ''}
                placeholder={axis}
                onChange={(event) => setMarker(at, event.target.value)}
              />
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}

/** Inside an opened card: edit, flag, move, delete or restore the opportunity. */
export function OpportunityEditor(props: OpportunityEditorProps) {
  const { opportunity, index, count, form, deleteReason, saving, dispatch, save } = props;
  const reasonId = useId();
  const current = formOf(opportunity, form);
  const change = opportunityChange(opportunity, current);
  const lowConfidence = opportunity.status === 'Low confidence';

  if (opportunity.deleted) {
    return (
      <div className="opportunity-editor">
        <p className="opportunity-editor__note">
          Deleted by {opportunity.deleted.by}. The visitor will not see it, and its points are given
          back.
        </p>
        <Button
          variant="secondary"
          disabled={saving}
          onClick={() => save({ kind: 'restore-opportunity', id: opportunity.id })}
        >
          Restore
        </Button>
      </div>
    );
  }

  return (
    <div className="opportunity-editor">
      <OpportunityFields
        form={current}
        onChange={(fields) => dispatch({ type: 'opportunityEdited', id: opportunity.id, fields })}
      />
      <div className="opportunity-editor__actions">
        <Button disabled={!change || saving} onClick={() => change && save(change)}>
          Save changes
        </Button>
        {form ? (
          <Button
            variant="ghost"
            onClick={() => dispatch({ type: 'opportunityEditDiscarded', id: opportunity.id })}
          >
            Discard
          </Button>
        ) : null}
      </div>
      <div className="opportunity-editor__tools">
        <label className="opportunity-editor__check">
          <input
            type="checkbox"
            checked={lowConfidence}
            disabled={saving}
            onChange={() =>
              save({
                kind: 'update-opportunity',
                id: opportunity.id,
                fields: { status: lowConfidence ? '' : 'Low confidence' },
              })
            }
          />
          Low confidence
        </label>
        <div className="opportunity-editor__move" role="group" aria-label="Order">
          <Button
            variant="secondary"
            disabled={saving || index === 0}
            onClick={() =>
              save({ kind: 'move-opportunity', id: opportunity.id, toIndex: index - 1 })
            }
          >
            Move up
          </Button>
          <Button
            variant="secondary"
            disabled={saving || index >= count - 1}
            onClick={() =>
              save({ kind: 'move-opportunity', id: opportunity.id, toIndex: index + 1 })
            }
          >
            Move down
          </Button>
        </div>
      </div>
      {deleteReason === undefined ? (
        <Button
          variant="ghost"
          className="opportunity-editor__delete"
          onClick={() => dispatch({ type: 'deleteStarted', id: opportunity.id })}
        >
          Delete as a false positive…
        </Button>
      ) : (
        <form
          className="opportunity-editor__delete-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (deleteReason.trim()) {
              save({ kind: 'delete-opportunity', id: opportunity.id, reason: deleteReason.trim() });
            }
          }}
        >
          <label className="field__label" htmlFor={reasonId}>
            Why is it a false positive? (one line, kept in the audit trail)
          </label>
          <input
            id={reasonId}
            className="field__input"
            maxLength={300}
            value={deleteReason}
            onChange={(event) =>
              dispatch({
                type: 'deleteReasonTyped',
                id: opportunity.id,
                reason: event.target.value,
              })
            }
          />
          <div className="opportunity-editor__actions">
            <Button
              type="submit"
              className="button--danger"
              disabled={saving || !deleteReason.trim()}
            >
              Delete
            </Button>
            <Button
              variant="ghost"
              onClick={() => dispatch({ type: 'deleteCancelled', id: opportunity.id })}
            >
              Cancel
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
