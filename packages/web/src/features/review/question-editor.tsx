import type { Question, ReviewChange } from '@heroscope/schema';
import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { TextAreaField, TextField } from './labelled-field';
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
      <TextField
        id={`${id}-text`}
        label="Question"
        value={current.text}
        onChange={(text) => edit({ text })}
      />
      <TextAreaField
        id={`${id}-impact`}
        label="Why it is asked"
        rows={2}
        value={current.impact}
        onChange={(impact) => edit({ impact })}
      />
      <TextAreaField
        id={`${id}-options`}
        label="Options (one per line)"
        rows={4}
        value={current.options.join('\n')}
        onChange={(text) => edit({ options: text.split('\n') })}
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
