import { describe, expect, it } from 'vitest';
import { headlinePresent } from '../clarity/headline-present.js';
import { visualHierarchy } from '../design/visual-hierarchy.js';
import { heroLogoOver } from './hero-logo.js';
import { image, makeFacts, text, viewportFacts } from './test-facts.js';

// A barbershop's hero: a large emblem, its line of 19 px under it, body copy at 16 px.
const line = text({
  text: 'Premium grooming for men in Harbourton',
  fontSize: 19,
  rect: { x: 520, y: 500, width: 400, height: 26 },
});
const body = [0, 1, 2].map((i) =>
  text({
    text: 'Cuts, shaves and beard care by appointment, six days a week.',
    fontSize: 16,
    rect: { x: 120, y: 1200 + i * 40, width: 700, height: 24 },
  }),
);
const emblem = (o: Parameters<typeof image>[0] = {}) =>
  image({
    src: 'https://barbers.example/img/emblem-logo.png',
    alt: 'Kaiser Barbers',
    rect: { x: 592, y: 250, width: 256, height: 220 },
    ...o,
  });
const facts = (...images: ReturnType<typeof image>[]) =>
  makeFacts({
    desktop: { texts: [line, ...body], images },
    mobile: {
      texts: [
        text({ text: line.text, fontSize: 19, rect: { x: 20, y: 400, width: 350, height: 52 } }),
      ],
    },
  });

describe('heroLogoOver', () => {
  it('finds a large logo centred just above the line', () => {
    const logo = emblem();
    expect(heroLogoOver(viewportFacts('desktop', { texts: [line], images: [logo] }), line)).toBe(
      logo,
    );
  });

  it.each([
    ['a picture that is no logo', { src: 'https://barbers.example/img/chair.jpg', alt: 'Chair' }],
    ['a top bar logo that links home', { inInteractiveId: 'i0' }],
    ['a small mark', { rect: { x: 690, y: 420, width: 60, height: 50 } }],
    ['a logo far above the line', { rect: { x: 592, y: 20, width: 256, height: 220 } }],
    ['a logo off to one side', { rect: { x: 60, y: 250, width: 256, height: 220 } }],
    ['a background', { kind: 'background' as const }],
  ])('leaves alone %s', (_what, o) => {
    expect(
      heroLogoOver(viewportFacts('desktop', { texts: [line], images: [emblem(o)] }), line),
    ).toBeNull();
  });
});

describe('a large logo as the hero title', () => {
  it('makes the line under it the prominent headline', () => {
    const without = headlinePresent.run(facts());
    expect(without.score).toBeLessThan(1);
    const withLogo = headlinePresent.run(facts(emblem()));
    expect(withLogo.score).toBe(1);
    expect(withLogo.details).toMatchObject({ logoTitle: 'Kaiser Barbers' });
  });

  it('gives the first screen its entry point in the visual hierarchy', () => {
    const without = visualHierarchy.run(facts());
    const withLogo = visualHierarchy.run(facts(emblem()));
    expect(withLogo.score!).toBeGreaterThan(without.score!);
    expect(withLogo.findings.some((f) => f.problem.includes('body text, only'))).toBe(false);
  });
});
