import type { ReportVersion } from '@heroscope/schema';
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { layoutMarkers, markerSizeFor } from './marker-layout';
import { OpportunityMarker } from './opportunity-marker';
import { useElementSize } from './use-element-size';
import type { ViewerOpportunity } from './viewer-state';
import './browser-frame.css';

type MarkedOpportunity = ViewerOpportunity & { marker: [number, number] };

interface BrowserFrameProps {
  content: ReportVersion['websiteContent'];
  siteUrl: string | undefined;
  markers: MarkedOpportunity[];
  activeMarkerId: string | null;
  onMarkerToggle: (id: string) => void;
  /** Edit mode: a click on the screenshot places a new opportunity's marker (in percent). */
  placing?: { onPlace: (x: number, y: number) => void; pending: readonly [number, number] | null };
}

// Before the screenshot is measured: the engine's desktop viewport.
const DEFAULT_SIZE = { width: 1440, height: 900 };

function addressOf(siteUrl: string | undefined): string {
  if (!siteUrl) return '';
  try {
    return new URL(siteUrl).host;
  } catch {
    return siteUrl;
  }
}

/** The page screenshot in a mock browser window, dimmed, with its opportunities pinned on it. */
export function BrowserFrame({
  content,
  siteUrl,
  markers,
  activeMarkerId,
  onMarkerToggle,
  placing,
}: BrowserFrameProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  // The src a load failed for: a new screenshot (another version) gets its own try.
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const broken = failedImage === content.image;
  const pageRef = useRef<HTMLDivElement>(null);
  const intrinsic =
    content.width && content.height
      ? { width: content.width, height: content.height }
      : DEFAULT_SIZE;
  const size = useElementSize(pageRef, intrinsic);
  const markerSize = markerSizeFor(size.width);
  const placements = useMemo(
    () =>
      layoutMarkers(
        markers.map((item) => ({ id: item.id, x: item.marker[0], y: item.marker[1] })),
        size,
        markerSize,
      ),
    [markers, size, markerSize],
  );

  // A card opened from the list brings its marker into view inside the frame (not the window).
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !activeMarkerId) return;
    const marker = viewport.querySelector<HTMLElement>(`[data-marker-id="${activeMarkerId}"]`);
    if (!marker) return;
    const top = marker.offsetTop;
    const visible =
      top > viewport.scrollTop + 40 && top < viewport.scrollTop + viewport.clientHeight - 40;
    if (!visible && typeof viewport.scrollTo === 'function') {
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      viewport.scrollTo({
        top: Math.max(0, top - viewport.clientHeight / 2),
        behavior: reduced ? 'auto' : 'smooth',
      });
    }
  }, [activeMarkerId]);

  const address = addressOf(siteUrl);
  return (
    <div className="browser-frame">
      <div className="browser-frame__chrome" aria-hidden="true">
        <span className="browser-frame__dots">
          <span />
          <span />
          <span />
        </span>
        <span className="browser-frame__address">{address}</span>
      </div>
      <div
        ref={viewportRef}
        className="browser-frame__viewport"
        role="region"
        aria-label={`Screenshot of the ${content.alt}`}
        // Scrollable, so it must take keyboard focus even when no marker is listed.
        tabIndex={0}
      >
        <div
          ref={pageRef}
          className={`browser-frame__page${placing ? ' browser-frame__page--placing' : ''}`}
          style={{ '--marker-size': `${markerSize}px` } as CSSProperties}
          // Mouse only by nature; the console also takes the position as numbers for keyboards.
          onClick={
            placing
              ? (event) => {
                  const box = event.currentTarget.getBoundingClientRect();
                  if (box.width === 0 || box.height === 0) return;
                  const x = ((event.clientX - box.left) / box.width) * 100;
                  const y = ((event.clientY - box.top) / box.height) * 100;
                  placing.onPlace(Math.round(x * 10) / 10, Math.round(y * 10) / 10);
                }
              : undefined
          }
        >
          {broken ? (
            <p className="browser-frame__missing" role="img" aria-label={content.alt}>
              The screenshot of this page could not be loaded. The scores and opportunities on the
              right are still complete.
            </p>
          ) : (
            <img
              className="browser-frame__image"
              src={content.image}
              alt={content.alt}
              width={content.width}
              height={content.height}
              // The screenshot is the page's largest paint: fetch it first.
              fetchPriority="high"
              decoding="async"
              onError={() => setFailedImage(content.image)}
            />
          )}
          {broken ? null : <div className="browser-frame__overlay" aria-hidden="true" />}
          {placing?.pending ? (
            <span
              className="browser-frame__pending"
              style={{ left: `${placing.pending[0]}%`, top: `${placing.pending[1]}%` }}
              aria-hidden="true"
            >
              +
            </span>
          ) : null}
          {(broken ? [] : markers).map((item, index) => {
            const placement = placements[index];
            return placement ? (
              <OpportunityMarker
                key={item.id}
                item={item}
                placement={placement}
                active={activeMarkerId === item.id}
                onToggle={() => onMarkerToggle(item.id)}
              />
            ) : null;
          })}
        </div>
      </div>
    </div>
  );
}
