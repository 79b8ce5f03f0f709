import type { ImageFact, TextElement, ViewportFacts } from '@heroscope/schema';

/** A logo at least this many times the headline's type size tall is display type, not a mark. */
const MIN_LOGO_HEIGHT_RATIO = 3;
/** The most space between the logo and the line under it for the two to read as one block (px). */
const MAX_GAP_PX = 200;
/** How far the logo's centre may sit beside the line's box and still stand over it (px). */
const CENTRE_SLACK_PX = 40;

const LOGO_NAME = /logo|wordmark|emblem/i;

function fileName(src: string): string {
  return decodeURIComponent(src.split(/[?#]/)[0]!.split('/').pop() ?? '');
}

/**
 * The logo a hero sets as its title over the headline's line ("Barbershop Kaiser" as a large
 * emblem, "Premium men's grooming in Brunswick" under it): visitors read the large logo first,
 * as they would a headline in display type, and the line under it as its statement. Only an
 * image named a logo (by its alt text or file name), several times the line's type size tall,
 * centred over it and close above it, outside any link (a top bar's logo links home).
 */
export function heroLogoOver(vf: ViewportFacts, headline: TextElement): ImageFact | null {
  const h = headline.rect;
  return (
    vf.images.find((i) => {
      if (!i.aboveFold || !i.visible || i.decorative || i.inInteractiveId) return false;
      if (i.kind === 'background' || i.kind === 'video') return false;
      if (!LOGO_NAME.test(`${i.alt ?? ''} ${fileName(i.src)}`)) return false;
      if (i.rect.height < MIN_LOGO_HEIGHT_RATIO * headline.fontSize) return false;
      const gap = h.y - (i.rect.y + i.rect.height);
      const centre = i.rect.x + i.rect.width / 2;
      return (
        gap >= -4 &&
        gap <= MAX_GAP_PX &&
        centre >= h.x - CENTRE_SLACK_PX &&
        centre <= h.x + h.width + CENTRE_SLACK_PX
      );
    }) ?? null
  );
}
