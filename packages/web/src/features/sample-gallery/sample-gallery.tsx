import type { SampleIndexEntry } from '@heroscope/schema';
import { useEffect, useRef, useState } from 'react';
import { featuredSamples } from './featured-samples';
import { loadSampleIndex } from './load-sample-index';
import { SampleCard } from './sample-card';
import './sample-gallery.css';

/** Starts loading a little before the section scrolls into view. */
const PRELOAD_MARGIN = '600px 0px';

/**
 * A few sample reports on the landing, so a visitor sees what they will get before giving an
 * email. The index and thumbnails load only as the section nears the viewport; without generated
 * samples the section is not shown at all.
 */
export function SampleGallery({ load = loadSampleIndex }: { load?: typeof loadSampleIndex }) {
  const ref = useRef<HTMLElement>(null);
  const [entries, setEntries] = useState<SampleIndexEntry[] | null>(null);

  useEffect(() => {
    const section = ref.current;
    if (!section) return;
    let cancelled = false;
    const start = () =>
      void load()
        .then((index) => !cancelled && setEntries(featuredSamples(index)))
        .catch((error: unknown) => {
          // The landing works without its gallery; the failure is only worth a log line.
          console.error('Could not load the sample reports', error);
          if (!cancelled) setEntries([]);
        });
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (records) => {
        if (records.some((r) => r.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(section);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [load]);

  const empty = entries !== null && entries.length === 0;
  return (
    <section
      ref={ref}
      className="sample-gallery"
      aria-labelledby="sample-gallery-title"
      hidden={empty}
      aria-busy={entries === null}
    >
      <div className="sample-gallery__intro">
        <h2 id="sample-gallery-title" className="sample-gallery__title">
          See what you will get
        </h2>
        <p className="sample-gallery__text">
          Sample reports on demo sites, scored by the same engine and framework as yours.
        </p>
      </div>
      <ul className="sample-gallery__list">
        {(entries ?? []).map((entry) => (
          <SampleCard key={entry.route} entry={entry} />
        ))}
      </ul>
    </section>
  );
}
