import type { Score, ScoreLabel } from '@heroscope/schema';
import { Tooltip } from '../../components/ui/tooltip';
import { ScoreDial } from './score-dial';
import './score-panel.css';

export const SCORE_TOOLTIP =
  'Scores are calculated based on our extensive design framework. Click to dive deeper.';

interface ScorePanelProps {
  scores: Score[];
  filter: ScoreLabel | null;
  docsUrl: string;
  /** Edit mode: the engine's scores, shown beside a dial the review has moved. */
  engineScores?: readonly Score[] | undefined;
  /** On the v2 tab: v1's scores, so each dial shows what the iteration changed. */
  v1Scores?: readonly Score[] | undefined;
  onToggle: (label: ScoreLabel) => void;
}

/** 'Design score': the four dials, each a filter, and the link to how they are calculated. */
export function ScorePanel({
  scores,
  filter,
  docsUrl,
  engineScores,
  v1Scores,
  onToggle,
}: ScorePanelProps) {
  return (
    <section className="viewer-section" aria-labelledby="score-panel-title">
      <div className="viewer-section__head">
        <h2 id="score-panel-title" className="viewer-section__title">
          Design score
        </h2>
        <Tooltip content={SCORE_TOOLTIP}>
          <a
            className="viewer-section__link"
            href={docsUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            How is it calculated?
          </a>
        </Tooltip>
      </div>
      <div className="score-panel__dials" role="group" aria-label="Filter opportunities by score">
        {scores.map((score) => (
          <ScoreDial
            key={score.label}
            score={score}
            pressed={filter === score.label}
            dimmed={filter !== null && filter !== score.label}
            engineValue={engineScores?.find((engine) => engine.label === score.label)?.value}
            v1Value={v1Scores?.find((v1) => v1.label === score.label)?.value}
            onToggle={() => onToggle(score.label)}
          />
        ))}
      </div>
    </section>
  );
}
