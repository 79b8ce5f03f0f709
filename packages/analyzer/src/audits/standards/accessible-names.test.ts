import { describe, expect, it } from 'vitest';
import { interactive, makeFacts } from '../shared/test-facts.js';
import { accessibleNames } from './accessible-names.js';

describe('accessible-names', () => {
  it('passes named links and buttons', () => {
    const product = accessibleNames.run(
      makeFacts({
        desktop: { interactives: [interactive(), interactive({ kind: 'button', text: 'Menu' })] },
      }),
    );
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('flags an icon link without a name', () => {
    const icon = interactive({ text: '', accessibleName: '', href: 'https://twitter.com/acme' });
    const product = accessibleNames.run(
      makeFacts({ desktop: { interactives: [interactive(), icon] } }),
    );
    expect(product.score).toBe(0.5);
    const f = product.findings[0]!;
    expect(f.problem).toBe(
      'The link to twitter.com/acme has no accessible name: screen readers announce it as just "link".',
    );
    expect(f.target).toEqual({ viewport: 'desktop', rect: icon.rect, elementId: icon.id });
  });

  it('catches a nameless hamburger button shown only on mobile', () => {
    const burger = interactive({
      kind: 'button',
      tag: 'button',
      text: '',
      accessibleName: '',
      href: null,
      selector: 'header button.burger',
    });
    const product = accessibleNames.run(
      makeFacts({ desktop: { interactives: [interactive()] }, mobile: { interactives: [burger] } }),
    );
    expect(product.findings).toHaveLength(1);
    expect(product.findings[0]!.target?.viewport).toBe('mobile');
    expect(product.findings[0]!.problem).toContain(
      'The button at header button.burger shown on mobile',
    );
  });

  it('adds axe-core link-name nodes it could not match', () => {
    const product = accessibleNames.run(
      makeFacts({
        desktop: { interactives: [interactive()] },
        axe: {
          violations: [
            {
              id: 'link-name',
              impact: 'serious',
              help: 'Links must have discernible text',
              helpUrl: '',
              description: '',
              tags: [],
              nodes: [
                {
                  target: 'a.x',
                  html: '<a class="x" href="/"></a>',
                  rect: { x: 0, y: 0, width: 20, height: 20 },
                  failureSummary: '',
                },
              ],
            },
          ],
          passes: [],
          incomplete: [],
        },
      }),
    );
    expect(product.score).toBe(0.5);
    expect(product.findings[0]!.problem).toContain('<a class="x" href="/"></a>');
  });

  it('is not applicable without links or buttons', () => {
    expect(accessibleNames.run(makeFacts()).score).toBeNull();
  });
});
