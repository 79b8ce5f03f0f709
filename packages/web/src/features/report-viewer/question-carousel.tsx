import type { Question } from '@heroscope/schema';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/ui/icons';
import './question-carousel.css';

interface QuestionCarouselProps {
  questions: Question[];
  index: number;
  onPrevious: () => void;
  onNext: () => void;
  /** Edit mode: the console's controls for the question shown. */
  editor?: ReactNode;
  /** The private report: the question shown can be answered (an option or own words) and saved. */
  answering?: { saved: string | undefined; onSave: (answer: string) => Promise<void> } | undefined;
}

/**
 * 'Personalize the analysis': one clarifying question at a time with its options. On sample
 * reports nothing is recorded, so the options are shown, not offered as a form; a private report
 * passes `answering` and they become one.
 */
export function QuestionCarousel({
  questions,
  index,
  onPrevious,
  onNext,
  editor,
  answering,
}: QuestionCarouselProps) {
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const question = questions[index];
  const last = questions.length - 1;

  // A button that becomes disabled drops keyboard focus to the page: hand it to the other one.
  const goPrevious = () => {
    onPrevious();
    if (index - 1 <= 0) nextRef.current?.focus();
  };
  const goNext = () => {
    onNext();
    if (index + 1 >= last) previousRef.current?.focus();
  };

  return (
    <section className="viewer-section question-carousel" aria-labelledby="questions-title">
      <div className="viewer-section__head">
        <h2 id="questions-title" className="viewer-section__title">
          Personalize the analysis
        </h2>
        {answering || editor ? null : (
          <span className="question-carousel__badge">Not yet submittable</span>
        )}
      </div>
      {question ? (
        <>
          <div className="question-carousel__card">
            <p className="question-carousel__text">{question.text}</p>
            <p className="question-carousel__impact">{question.impact}</p>
            {answering ? (
              // A new question gets a fresh form, pre-filled from its own saved answer.
              <AnswerForm
                key={index}
                options={question.options}
                saved={answering.saved}
                onSave={answering.onSave}
              />
            ) : (
              <ul className="question-carousel__options" aria-label="Suggested answers">
                {question.options.map((option) => (
                  <li key={option} className="question-carousel__option">
                    {option}
                  </li>
                ))}
              </ul>
            )}
          </div>
          {editor}
          <div className="question-carousel__nav">
            <button
              ref={previousRef}
              type="button"
              className="icon-button"
              aria-label="Previous question"
              disabled={index === 0}
              onClick={goPrevious}
            >
              <ChevronLeftIcon />
            </button>
            <p className="question-carousel__position" aria-live="polite">
              {index + 1} of {questions.length}
            </p>
            <button
              ref={nextRef}
              type="button"
              className="icon-button"
              aria-label="Next question"
              disabled={index >= last}
              onClick={goNext}
            >
              <ChevronRightIcon />
            </button>
          </div>
        </>
      ) : (
        <p className="viewer-empty">No questions for this version.</p>
      )}
    </section>
  );
}

type SaveState = { status: 'idle' | 'saving' | 'saved' } | { status: 'failed'; message: string };

/**
 * The visitor's answer: one of the options or their own words, saved with a button. The typed
 * text stays in the field whatever the outcome, so a failed save loses nothing.
 */
function AnswerForm({
  options,
  saved,
  onSave,
}: {
  options: string[];
  saved: string | undefined;
  onSave: (answer: string) => Promise<void>;
}) {
  const [answer, setAnswer] = useState(saved ?? '');
  const [save, setSave] = useState<SaveState>({ status: saved ? 'saved' : 'idle' });
  const fieldId = useId();
  const statusId = useId();
  const trimmed = answer.trim();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!trimmed || save.status === 'saving') return;
    setSave({ status: 'saving' });
    onSave(trimmed).then(
      () => setSave({ status: 'saved' }),
      (error: unknown) =>
        setSave({
          status: 'failed',
          message: error instanceof Error ? error.message : 'Your answer could not be saved.',
        }),
    );
  };
  const choose = (option: string) => {
    setAnswer(option);
    setSave({ status: 'idle' });
  };
  return (
    <form className="question-carousel__form" onSubmit={submit} noValidate>
      <div className="question-carousel__options" role="group" aria-label="Suggested answers">
        {options.map((option) => (
          <button
            key={option}
            type="button"
            className="question-carousel__option question-carousel__choice"
            aria-pressed={answer.trim() === option}
            onClick={() => choose(option)}
          >
            {option}
          </button>
        ))}
      </div>
      <label className="question-carousel__label" htmlFor={fieldId}>
        Your answer
      </label>
      <textarea
        id={fieldId}
        className="question-carousel__field"
        rows={2}
        maxLength={500}
        value={answer}
        placeholder="Choose an answer above or write your own"
        aria-describedby={statusId}
        onChange={(event) => {
          setAnswer(event.target.value);
          setSave({ status: 'idle' });
        }}
      />
      <div className="question-carousel__save">
        <button
          type="submit"
          className="button button--primary button--md"
          disabled={!trimmed || save.status === 'saving'}
          aria-busy={save.status === 'saving' || undefined}
        >
          {save.status === 'saving' ? 'Saving…' : 'Save answer'}
        </button>
        <p
          id={statusId}
          className={`question-carousel__status${save.status === 'failed' ? ' question-carousel__status--error' : ''}`}
          role="status"
        >
          {save.status === 'saved' ? 'Saved' : save.status === 'failed' ? save.message : ''}
        </p>
      </div>
    </form>
  );
}
