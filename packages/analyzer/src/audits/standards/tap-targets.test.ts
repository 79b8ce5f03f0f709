import { describe, expect, it } from 'vitest';
import { interactive, makeFacts } from '../shared/test-facts.js';
import { tapTargets } from './tap-targets.js';

describe('tap-targets', () => {
  it('passes when no target is small', () => {
    const product = tapTargets.run(makeFacts({ mobile: { interactives: [interactive()] } }));
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('reports the small target with its size, on mobile', () => {
    const icon = interactive({
      kind: 'button',
      text: '',
      accessibleName: 'Close',
      rect: { x: 350, y: 10, width: 16, height: 16 },
    });
    const product = tapTargets.run(
      makeFacts({
        mobile: { interactives: [interactive(), icon] },
        mobileLayout: {
          horizontalOverflow: false,
          overflowPx: 0,
          smallTapTargets: [{ interactiveId: icon.id, width: 16, height: 16 }],
        },
      }),
    );
    expect(product.score).toBe(0.5);
    const f = product.findings[0]!;
    expect(f.problem).toBe("The button 'Close' is 16×16px on mobile, under the 24×24px minimum.");
    expect(f.target).toEqual({ viewport: 'mobile', rect: icon.rect, elementId: icon.id });
    expect(f.lowConfidence).toBeUndefined();
  });

  it('marks plain text links low confidence (they may sit inside a sentence)', () => {
    const link = interactive({
      text: 'Privacy',
      buttonLike: false,
      rect: { x: 0, y: 0, width: 50, height: 18 },
    });
    const product = tapTargets.run(
      makeFacts({
        mobile: { interactives: [link] },
        mobileLayout: {
          horizontalOverflow: false,
          overflowPx: 0,
          smallTapTargets: [{ interactiveId: link.id, width: 50, height: 18 }],
        },
      }),
    );
    expect(product.findings[0]!.lowConfidence).toBe(true);
  });

  it('is not applicable without mobile links or buttons', () => {
    expect(tapTargets.run(makeFacts()).score).toBeNull();
  });
});
