import { displayScore, type SampleIndexEntry } from '@heroscope/schema';
import { Link } from 'react-router';

const SCORE_CLASS: Record<string, string> = {
  Standards: 'standards',
  Clarity: 'clarity',
  Conversion: 'conversion',
  Design: 'design',
};

/** One sample report: the page's first screen, its brand, kind and four scores (0 reads NA). */
export function SampleCard({ entry }: { entry: SampleIndexEntry }) {
  const { route, siteName, kind, thumbnail, scores, hasIteration } = entry;
  return (
    <li className="sample-card">
      <Link className="sample-card__link" to={`/${route}`}>
        <span className="sample-card__frame">
          <img
            className="sample-card__image"
            src={thumbnail.src}
            width={thumbnail.width}
            height={thumbnail.height}
            alt=""
            loading="lazy"
            decoding="async"
          />
          {hasIteration ? <span className="sample-card__badge">v1 → v2</span> : null}
        </span>
        <span className="sample-card__body">
          <span className="sample-card__name">{siteName}</span>
          <span className="sample-card__kind">{kind}</span>
          <span className="sample-card__scores">
            {scores.map((s) => (
              <span
                key={s.label}
                className={`sample-card__score sample-card__score--${SCORE_CLASS[s.label] ?? 'other'}`}
              >
                <span className="sample-card__score-label">{s.label}</span>{' '}
                <span className="sample-card__score-value">{displayScore(s.value)}</span>
              </span>
            ))}
          </span>
        </span>
      </Link>
    </li>
  );
}
