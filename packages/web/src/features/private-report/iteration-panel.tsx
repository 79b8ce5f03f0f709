import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import type { IterationState } from './private-report-state';

interface IterationPanelProps {
  state: IterationState;
  /** The report already has a v2: the new analysis would replace it. */
  hasIteration: boolean;
  onAsk: () => void;
}

const OUTCOMES: Record<'queued' | 'under-way', string> = {
  queued:
    'Done: we will analyse your page again and email you the new version once a designer has checked it.',
  'under-way':
    'A new analysis of your page is already under way. We will email you as soon as it is ready.',
};

/** "I changed my page — analyse it again": asks for the next iteration (v2) and says what happened. */
export function IterationPanel({ state, hasIteration, onAsk }: IterationPanelProps) {
  const outcome =
    state.status === 'queued' || state.status === 'under-way' ? OUTCOMES[state.status] : null;
  const done = outcome !== null;
  return (
    <section className="iteration-panel" aria-labelledby="iteration-title">
      <div>
        <h2 id="iteration-title" className="iteration-panel__title">
          Changed your page?
        </h2>
        <p className="iteration-panel__text">
          {hasIteration
            ? 'Made more changes since v2? Ask for a fresh analysis of the page as it is now.'
            : 'Once you have worked on the opportunities, we analyse the page again and show the new version as v2, next to this one.'}
        </p>
      </div>
      <div className="iteration-panel__action">
        {done ? null : (
          <Button busy={state.status === 'asking'} onClick={onAsk}>
            {state.status === 'asking' ? <Spinner /> : null}I changed my page — analyse it again
          </Button>
        )}
        <p
          className={`iteration-panel__status${state.status === 'failed' ? ' iteration-panel__status--error' : ''}`}
          role="status"
        >
          {outcome ?? (state.status === 'failed' ? state.message : '')}
        </p>
      </div>
    </section>
  );
}
