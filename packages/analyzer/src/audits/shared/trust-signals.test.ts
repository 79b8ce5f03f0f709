import { describe, expect, it } from 'vitest';
import { findAssurances, findTrustSignals } from './trust-signals.js';
import { image, text, viewportFacts } from './test-facts.js';

const row = (n: number, width: number, height: number, y = 1000) =>
  Array.from({ length: n }, (_, i) =>
    image({ rect: { x: 100 + i * (width + 40), y, width, height } }),
  );

const kinds = (o: Parameters<typeof viewportFacts>[1]) =>
  findTrustSignals(viewportFacts('desktop', o)).map((s) => s.kind);

describe('findTrustSignals', () => {
  it('finds a row of wordmark logos as one signal', () => {
    const signals = findTrustSignals(viewportFacts('desktop', { images: row(5, 120, 36) }));
    expect(signals).toHaveLength(1);
    expect(signals[0]).toMatchObject({ kind: 'logos', evidence: '5 logos' });
    expect(signals[0]!.rect).toEqual({ x: 100, y: 1000, width: 5 * 120 + 4 * 40, height: 36 });
  });

  it('does not take three feature icons or small social icons for logos', () => {
    expect(kinds({ images: row(3, 64, 64) })).toEqual([]);
    expect(kinds({ images: row(5, 24, 24) })).toEqual([]);
  });

  it('accepts many square logos of a logo-like size', () => {
    expect(kinds({ images: row(6, 64, 64) })).toEqual(['logos']);
  });

  it.each([
    ['★★★★★ from 2,000 reviews', 'rating'],
    ['4.8 out of 5', 'rating'],
    ['Rated 4.9/5 on Capterra', 'rating'],
    ['Join 50,000+ marketers', 'usage'],
    ['Trusted by the best teams', 'usage'],
    ['Over 1.2 million users', 'usage'],
    ['Noté 4,8 sur 5 par 2 000 avis', 'rating'],
    ['4,9 von 5 Sternen', 'rating'],
    ['Plus de 12 000 clients', 'usage'],
    ['Über 5.000 Kunden vertrauen uns', 'usage'],
    ['Más de 3.000 empresas confían en nosotros', 'usage'],
    ['Mais de 10 mil usuários', 'usage'],
    ['Oltre 800 aziende', 'usage'],
    ['Meer dan 2.500 klanten', 'usage'],
    ['10,000 happy customers', 'usage'],
    ['Ponad 2 000 zadowolonych klientów', 'usage'],
    ['Zaufali nam najlepsi', 'usage'],
    ['15 lat doświadczenia', 'usage'],
    ['4,9 na 5 · 320 opinii', 'rating'],
    ['Более 10 000 довольных клиентов', 'usage'],
    ['Нам доверяют 500 компаний', 'usage'],
    ['Опыт работы более 12 лет', 'usage'],
    ['4,8 из 5 — 1 200 отзывов', 'rating'],
  ])("reads '%s' as %s", (t, kind) => {
    expect(kinds({ texts: [text({ text: t })] })).toEqual([kind]);
  });

  it('ignores ordinary copy and numbers that are not proof', () => {
    expect(
      kinds({
        texts: [
          text({ text: 'Send invoices in 5 minutes' }),
          text({ text: 'Integrated with your bank' }),
          text({ text: 'Plans from $9 per month' }),
          text({ text: 'Factures en 5 minutes, pour 9 € par mois' }),
          text({ text: 'Über uns' }),
          text({ text: 'Plus de 30 intégrations' }),
          text({ text: 'Note: prices exclude VAT' }),
          text({ text: 'Small groups of up to 8 people' }),
          text({ text: 'Группы до 8 человек' }),
          text({ text: 'Работаем 24/7 по всей области' }),
        ],
      }),
    ).toEqual([]);
  });

  it('needs a name next to a quote to call it a testimonial', () => {
    const quote = text({
      text: '“Acme saved us ten hours every week.”',
      rect: { x: 100, y: 2000, width: 500, height: 40 },
    });
    expect(kinds({ texts: [quote] })).toEqual([]);
    const name = text({
      text: 'Priya Patel, Founder of Bloom',
      rect: { x: 100, y: 2060, width: 300, height: 20 },
    });
    expect(kinds({ texts: [quote, name] })).toEqual(['testimonial']);
    const cyrillicName = text({
      text: 'Ирина Соколова, владелец пекарни',
      rect: { x: 100, y: 2060, width: 300, height: 20 },
    });
    expect(kinds({ texts: [quote, cyrillicName] })).toEqual(['testimonial']);
  });

  it('takes a first name alone for the attribution only right against the quote', () => {
    const quote = text({
      text: '«Стала увереннее говорить — объяснения простые и понятные.»',
      rect: { x: 525, y: 2628, width: 380, height: 45 },
    });
    const firstName = (y: number) =>
      text({ text: 'Алиса', rect: { x: 697, y, width: 45, height: 19 } });
    expect(kinds({ texts: [quote, firstName(2596)] })).toEqual(['testimonial']);
    // A single capitalised word further off is a label, not a signature.
    expect(kinds({ texts: [quote, firstName(2520)] })).toEqual([]);
    const label = text({ text: 'Features', rect: { x: 525, y: 2700, width: 90, height: 20 } });
    expect(kinds({ texts: [quote, { ...label, rect: { ...label.rect, y: 2760 } }] })).toEqual([]);
  });

  it('reads a track record as proof, in words or numbers, and experience in years', () => {
    for (const t of [
      'Millions of companies of all sizes use it online and in person',
      '140+ campaigns shipped for fashion and food brands',
      '3 ADC awards',
      '+10 años de experiencia',
    ])
      expect(kinds({ texts: [text({ text: t })] }), t).toEqual(['usage']);
    expect(kinds({ texts: [text({ text: 'Years of trial and error, in one course' })] })).toEqual(
      [],
    );
  });

  it('reads a stats strip, figure and label in separate elements, as usage numbers', () => {
    const stat = (x: number, figure: string, label: string) => [
      text({ text: figure, fontSize: 28, rect: { x, y: 600, width: 80, height: 34 } }),
      text({ text: label, fontSize: 16, rect: { x: x - 10, y: 640, width: 100, height: 20 } }),
    ];
    const signals = findTrustSignals(
      viewportFacts('desktop', {
        texts: [...stat(200, '600+', 'Clinics'), ...stat(400, '30L+', 'Happy Patients')],
      }),
    );
    expect(signals.map((s) => [s.kind, s.evidence])).toEqual([
      ['usage', '600+ Clinics'],
      ['usage', '30L+ Happy Patients'],
    ]);
  });

  it('does not take a year, a code or a step number beside a word for a stat', () => {
    const pair = (figure: string, label: string) => [
      text({ text: figure, fontSize: 28, rect: { x: 200, y: 600, width: 80, height: 34 } }),
      text({ text: label, fontSize: 16, rect: { x: 190, y: 640, width: 100, height: 20 } }),
    ];
    for (const [figure, label] of [
      ['2026', 'Founded'],
      ['1514', 'Captcha'],
      ['3', 'Steps'],
      ['98%', 'Uptime'],
    ] as const) {
      expect(kinds({ texts: pair(figure, label) })).toEqual([]);
    }
  });

  it('reads assurances apart from proof: guarantees, credentials, security, years in business, free terms', () => {
    const assured = (t: string) =>
      findAssurances(viewportFacts('desktop', { texts: [text({ text: t })] })).length > 0;
    for (const t of [
      '30-day money-back guarantee',
      'Free & Open Source • macOS 10.15+',
      'Free • Privacy-focused • No sign-up required',
      'No credit card required',
      'Licensed and insured technicians',
      'Seit 2015 in Saarwellingen',
      'Гарантия 5 лет на все работы',
      'Od 2010 roku w Krakowie',
      'Zero-knowledge: the server never sees your vault',
      'End-to-end encrypted by default',
      'SOC 2 Type II and GDPR compliant',
    ])
      expect(assured(t), t).toBe(true);
    for (const t of [
      'Free shipping on orders over $50',
      'Ceny od 2000 zł',
      'Desde 1999 € al mes',
      'Since you asked: how it works',
      'Encryption explained for beginners',
    ])
      expect(assured(t), t).toBe(false);
  });
});
