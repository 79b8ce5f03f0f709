import { describe, expect, it } from 'vitest';
import { goodHero, heroTextsOf } from '../shared/clarity-test-pages.js';
import { makeFacts, text } from '../shared/test-facts.js';
import { placeholderContent } from './placeholder-content.js';

describe('placeholder-content', () => {
  it('passes a finished page, and a builder generator alone is only a hint', () => {
    const product = placeholderContent.run(
      makeFacts({
        desktop: { texts: heroTextsOf(goodHero()) },
        meta: { generator: 'Wix.com Website Builder' },
      }),
    );
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
    expect(product.details).toMatchObject({ generatorHint: 'Wix.com Website Builder' });
  });

  it('does not mistake real copy that mentions a company for a placeholder', () => {
    const t = text({
      text: 'Grow your company with invoices that get paid. Enter your company name to start.',
    });
    expect(placeholderContent.run(makeFacts({ desktop: { texts: [t] } })).score).toBe(1);
  });

  it('treats lorem ipsum above the fold as severe and quotes it', () => {
    const lorem = text({
      text: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.',
      rect: { x: 120, y: 300, width: 560, height: 48 },
    });
    const product = placeholderContent.run(makeFacts({ desktop: { texts: [lorem] } }));
    expect(product.score).toBe(0);
    expect(product.findings[0]).toMatchObject({
      component: 'Hero text',
      usercategory: 'Incomplete',
      action: 'Update content',
      target: { viewport: 'desktop', elementId: lorem.id },
    });
    expect(product.findings[0]!.problem).toContain(
      "The page shows lorem ipsum filler text 'Lorem ipsum'",
    );
    expect(product.findings[0]!.problem).toContain('right on the first screen');
  });

  it('costs less below the fold and lists template names, fake contacts and badges', () => {
    const low = (t: string, y: number) =>
      text({ text: t, rect: { x: 0, y, width: 400, height: 20 } });
    const product = placeholderContent.run(
      makeFacts({
        desktop: {
          texts: [
            low('© 2024 Your Company. All rights reserved.', 3000),
            low('Call us: 123-456-7890', 3100),
            low('Powered by Wix', 3200),
          ],
        },
      }),
    );
    expect(product.score).toBeCloseTo(1 - 0.4 - 0.3 - 0.15, 5);
    expect(product.findings.map((f) => f.problem)).toEqual([
      "The page shows template company name '© 2024 Your Company' in '© 2024 Your Company. All rights reserved.'.",
      "The page shows example contact details '123-456-7890' in 'Call us: 123-456-7890'.",
      "The page shows site-builder badge 'Powered by Wix'.",
    ]);
    expect(product.findings[2]!.action).toBe('Lacking trust');
  });

  it('recognises Latin filler without the words lorem ipsum, and names footer text', () => {
    const filler = text({
      text: 'Donec id elit non mi porta gravida at eget metus. Fusce dapibus, tellus ac cursus commodo.',
      rect: { x: 0, y: 1200, width: 400, height: 48 },
    });
    const footer = text({
      text: '© Company 2024 · Contact us at email@example.com',
      region: 'footer',
      rect: { x: 0, y: 2000, width: 400, height: 20 },
    });
    const product = placeholderContent.run(makeFacts({ desktop: { texts: [filler, footer] } }));
    expect(product.findings.map((f) => [f.component, f.problem])).toEqual([
      [
        'Page text',
        "The page shows Latin filler text 'Donec id elit non mi porta' in 'Donec id elit non mi porta gravida at eget metus. Fusce dapibus, tellus ac curs…'.",
      ],
      [
        'Footer text',
        "The page shows example contact details 'email@example.com' in '© Company 2024 · Contact us at email@example.com'.",
      ],
    ]);
  });

  it('does not take a stray Latin or Italian phrase for filler', () => {
    const t = text({
      text: 'Semper fidelis: la porta è aperta, nulla è impossibile per chi ama il gelato.',
    });
    expect(placeholderContent.run(makeFacts({ desktop: { texts: [t] } })).score).toBe(1);
  });

  it('checks the page title too', () => {
    const product = placeholderContent.run(makeFacts({ meta: { title: 'Site Title goes here' } }));
    expect(product.findings[0]).toMatchObject({ component: 'Page title' });
    expect(product.findings[0]!.target).toBeUndefined();
  });
});
