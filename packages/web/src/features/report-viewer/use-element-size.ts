import { useEffect, useState, type RefObject } from 'react';
import type { FrameSize } from './marker-layout';

/**
 * The rendered size of an element, updated as it resizes; `initial` until it is measured (and in
 * environments without ResizeObserver).
 */
export function useElementSize(ref: RefObject<HTMLElement | null>, initial: FrameSize): FrameSize {
  const [size, setSize] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      if (width > 0 && height > 0) setSize({ width, height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
