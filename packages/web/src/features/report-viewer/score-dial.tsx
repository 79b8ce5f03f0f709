import { displayScore, type Score } from '@heroscope/schema';
import { scoreTone } from './score-colors';

/** SPEC §9: the dial's radius. */
export const DIAL_RADIUS = 25;
const CIRCUMFERENCE = 2 * Math.PI * DIAL_RADIUS;

interface ScoreDialProps {
  score: Score;
  pressed: boolean;
  /** Another dial's filter is on: this one steps back. */
  dimmed: boolean;
  /** Edit mode: the engine's score, shown when the review has moved it. */
  engineValue?: number | undefined;
  /** On the v2 tab: the v1 score, so the change the new iteration made shows. */
  v1Value?: number | undefined;
  onToggle: () => void;
}

/** "+12 since v1", "−3 since v1"; null when either version could not be judged or nothing moved. */
export function changeSinceV1(value: number, v1Value: number | undefined): string | null {
  if (v1Value === undefined || value === 0 || v1Value === 0) return null;
  const change = Math.round(value) - Math.round(v1Value);
  if (change === 0) return null;
  return `${change > 0 ? '+' : '−'}${Math.abs(change)} since v1`;
}

/** One score as a circular dial; pressing it filters the opportunities by its category. */
export function ScoreDial({
  score,
  pressed,
  dimmed,
  engineValue,
  v1Value,
  onToggle,
}: ScoreDialProps) {
  const shown = displayScore(score.value);
  const engine =
    engineValue !== undefined && Math.round(engineValue) !== Math.round(score.value)
      ? displayScore(engineValue)
      : null;
  const change = changeSinceV1(score.value, v1Value);
  const filled = Math.min(100, Math.max(0, score.value)) / 100;
  const classes = ['score-dial', scoreTone(score.label), dimmed ? 'score-dial--dimmed' : '']
    .filter(Boolean)
    .join(' ');
  return (
    // The label comes first in the text, as in the name ("Clarity 62"); CSS draws it under the ring.
    <button
      type="button"
      className={classes}
      aria-pressed={pressed}
      aria-label={`${score.label} ${shown}${engine ? ` (engine ${engine})` : ''}${change ? `, ${change}` : ''}`}
      onClick={onToggle}
    >
      <span className="score-dial__label">{score.label}</span>{' '}
      <span className="score-dial__ring">
        <svg viewBox="0 0 60 60" width="60" height="60" aria-hidden="true" focusable="false">
          <circle className="score-dial__track" cx="30" cy="30" r={DIAL_RADIUS} />
          <circle
            className="score-dial__value"
            cx="30"
            cy="30"
            r={DIAL_RADIUS}
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - filled)}
            transform="rotate(-90 30 30)"
          />
        </svg>
        <span className={`score-dial__number${shown === 'NA' ? ' score-dial__number--na' : ''}`}>
          {shown}
        </span>
      </span>
      {engine ? <span className="score-dial__engine">engine {engine}</span> : null}
      {change ? (
        <span
          className={`score-dial__change score-dial__change--${change.startsWith('+') ? 'up' : 'down'}`}
        >
          {change}
        </span>
      ) : null}
    </button>
  );
}
