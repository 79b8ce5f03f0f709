import { questionSchema } from '@heroscope/schema';
import { describe, expect, it } from 'vitest';
import { image, interactive, makeFacts, paintedColor, text } from '../audits/shared/test-facts.js';
import { buildQuestions } from './questions.js';
import { flawedPageFacts } from './test-page-facts.js';

function byText(questions: ReturnType<typeof buildQuestions>, start: string) {
  const q = questions.find((x) => x.text.startsWith(start));
  expect(q, start).toBeDefined();
  return q!;
}

describe('buildQuestions', () => {
  it('asks 11–17 valid questions, each ending with Other', () => {
    for (const facts of [makeFacts(), flawedPageFacts()]) {
      const questions = buildQuestions(facts);
      expect(questions.length).toBeGreaterThanOrEqual(11);
      expect(questions.length).toBeLessThanOrEqual(17);
      for (const q of questions) {
        expect(() => questionSchema.parse(q)).not.toThrow();
        expect(q.options.at(-1)).toBe('Other');
        expect(new Set(q.options).size).toBe(q.options.length);
        expect(q.impact).toMatch(/^Affects your (Standards|Clarity|Conversion|Design) score: /);
      }
    }
  });

  it("draws options from the page's CTAs, audience, headline, palette and fonts", () => {
    const facts = makeFacts({
      meta: { description: null },
      desktop: {
        texts: [
          text({
            text: 'Invoicing that gets you paid',
            fontSize: 56,
            fontWeight: 700,
            fontFamily: '"Inter", sans-serif',
            rect: { x: 100, y: 150, width: 900, height: 60 },
          }),
          text({
            text: 'Send invoices in a minute, built for freelancers and small agencies.',
            fontSize: 20,
            fontFamily: 'Georgia',
            rect: { x: 100, y: 230, width: 900, height: 30 },
          }),
        ],
        interactives: [
          interactive({ text: 'Start free trial' }),
          interactive({
            text: 'Book a demo',
            href: 'https://example.com/demo',
            rect: { x: 300, y: 400, width: 180, height: 48 },
          }),
        ],
        paintedColors: [
          paintedColor({ color: '#ffffff', area: 3_000_000 }),
          paintedColor({ color: '#4f46e5', area: 50_000, uses: ['button'] }),
        ],
        images: [image({ rect: { x: 100, y: 1300, width: 100, height: 40 } })],
      },
    });
    const questions = buildQuestions(facts);
    expect(byText(questions, 'Which action matters most').options.slice(0, 2)).toEqual([
      'Start free trial',
      'Book a demo',
    ]);
    expect(byText(questions, 'Who is this page mainly for').options[0]).toBe(
      'freelancers and small agencies',
    );
    expect(byText(questions, 'What must a visitor understand').options.slice(0, 2)).toEqual([
      'Invoicing that gets you paid',
      'Send invoices in a minute, built for freelancers and small…',
    ]);
    expect(byText(questions, 'Must the redesign keep your current colours').options[0]).toBe(
      'Yes, keep #ffffff, #111111 and #4f46e5',
    );
    // By role, the brand colour is offered on its own too.
    expect(byText(questions, 'Must the redesign keep your current colours').options[1]).toBe(
      'Keep the brand colour #4f46e5 only',
    );
    expect(byText(questions, 'Must the redesign keep your current fonts').options[0]).toBe(
      'Yes, keep Inter and Georgia',
    );
    const proof = byText(questions, 'Which proof');
    expect(proof.impact).toContain('we found no logos, testimonials, ratings or usage numbers');
  });

  it("offers no template copy back as the owner's answer", () => {
    const facts = makeFacts({
      meta: { description: null },
      desktop: {
        texts: [
          text({
            text: 'Lorem ipsum dolor sit amet consectetur',
            fontSize: 56,
            fontWeight: 700,
            rect: { x: 100, y: 150, width: 900, height: 60 },
          }),
          text({
            text: 'Fresh bread from the Larkfield bakery, baked every morning.',
            fontSize: 20,
            rect: { x: 100, y: 230, width: 900, height: 30 },
          }),
        ],
        interactives: [
          interactive({ text: 'Button text' }),
          interactive({
            text: 'Order for pickup',
            href: 'https://example.com/order',
            rect: { x: 300, y: 400, width: 180, height: 48 },
          }),
        ],
      },
    });
    const questions = buildQuestions(facts);
    const understand = byText(questions, 'What must a visitor understand').options;
    expect(understand[0]).toBe('Fresh bread from the Larkfield bakery, baked every morning.');
    expect(understand.join(' ')).not.toMatch(/lorem/i);
    const action = byText(questions, 'Which action matters most').options;
    expect(action[0]).toBe('Order for pickup');
    expect(action).not.toContain('Button text');
  });

  it('says which proof the page already shows', () => {
    const facts = makeFacts({
      desktop: {
        texts: [
          text({
            text: 'Trusted by 10,000+ teams',
            rect: { x: 100, y: 950, width: 300, height: 20 },
          }),
        ],
      },
    });
    const proof = byText(buildQuestions(facts), 'Which proof');
    expect(proof.impact).toContain('the page already shows usage numbers');
    expect(proof.options).toContain('More usage numbers (some are on the page)');
  });

  it('is deterministic', () => {
    expect(buildQuestions(flawedPageFacts())).toEqual(buildQuestions(flawedPageFacts()));
  });
});
