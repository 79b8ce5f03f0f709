import type { Question, ReviewChange } from '@heroscope/schema';
import { useId } from 'react';
import { Button } from '../../components/ui/button';
import type { ConsoleAction } from './console-state';

interface QuestionEditorProps {
  index: number;
  question: Question;
  form: Question | undefined;
  saving: boolean;
  dispatch: (action: ConsoleAction) => void;
  save: (change: ReviewChange) => void;
}

/** Options as the reviewer types them: one per line; blank lines do not count. */
const optionsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Under the question shown in the carousel: its text, impact and 3–6 options. */
export function QuestionEditor({
  index,
  question,
  form,
  saving,
  dispatch,
  save,
}: QuestionEditorProps) {
  const id = useId();
  const current = form ?? question;
  const edit = (fields: Partial<Question>) =>
    dispatch({ type: 'questionEdited', index, question: { ...current, ...fields } });
  const options = optionsOf(current.options.join('\n'));
  const problem = !current.text.trim()
    ? 'The question needs its text.'
    : options.length < 3 || options.length > 6
      ? 'Give 3 to 6 options, one per line.'
      : null;
  const changed = JSON.stringify(current) !== JSON.stringify(question);
  return (
    <details className="question-editor" open={form !== undefined || undefined}>
      <summary>Edit question {index + 1}</summary>
      <label className="field__label" htmlFor={`${id}-text`}>
        Question
      </label>
      <input
        id={`${id}-text`}
        className="field__input"
        value={current.text}
        onChange={(event) => edit({ text: event.target.value })}
      />
      <label className="field__label" htmlFor={`${id}-impact`}>
        Why it is asked
      </label>
      <textarea
        id={`${id}-impact`}
        className="field__input"
        rows={2}
        value={current.impact}
        onChange={(event) => edit({ impact: event.target.value })}
      />
      <label className="field__label" htmlFor={`${id}-options`}>
        Options (one per line)
      </label>
      <textarea
        id={`${id}-options`}
        className="field__input"
        rows={4}
        value={current.options.join('\n')}
        onChange={(event) => edit({ options: event.target.value.split('\n') })}
      />
      {changed && problem ? <p className="field__error">{problem}</p> : null}
      <div className="opportunity-editor__actions">
        <Button
          disabled={!changed || problem !== null || saving}
          onClick={() =>
            save({
              kind: 'update-question',
              index,
              question: { text: current.text.trim(), impact: current.impact.trim(), options },
            })
          }
        >
          Save question
        </Button>
        {form ? (
          <Button
            variant="ghost"
            onClick={() => dispatch({ type: 'questionEditDiscarded', index })}
          >
            Discard
          </Button>
        ) : null}
      </div>
    </details>
  );
}
