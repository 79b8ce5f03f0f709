import { describe, expect, it } from 'vitest';
import { goodHero, heroTextsOf } from '../shared/clarity-test-pages.js';
import type { TextElement } from '@heroscope/schema';
import { heading, makeFacts, text } from '../shared/test-facts.js';
import { headlineSpecificity } from './headline-specificity.js';

/** A sub-headline set well apart from the headline: no lockup with it. */
const APART = { rect: { x: 120, y: 420, width: 560, height: 60 } };

const run = (headline: string, meta = {}, subheadline: Partial<TextElement> = {}) =>
  headlineSpecificity.run(
    makeFacts({
      desktop: { texts: heroTextsOf(goodHero({ headline: { text: headline }, subheadline })) },
      meta,
      finalUrl: 'https://www.acme.co.uk/',
    }),
  );

describe('headline-specificity', () => {
  it('praises a specific headline once, as Well implemented', () => {
    const product = run('Send invoices in a minute and get paid twice as fast');
    expect(product.score).toBe(1);
    expect(product.findings).toHaveLength(1);
    expect(product.findings[0]).toMatchObject({
      usercategory: 'Well implemented',
      action: 'Well executed',
    });
  });

  it('fails a generic welcome', () => {
    const product = run('Welcome to our website!');
    expect(product.score).toBe(0);
    expect(product.findings[0]!.problem).toBe(
      "The headline 'Welcome to our website!' could open any website; it says nothing about what you offer or who it is for.",
    );
    expect(product.findings[0]!.usercategory).toBe('Incomplete');
  });

  it('fails a headline that is only the brand name (from the title or the domain)', () => {
    expect(run('Acme', { title: 'Acme | Home' }, APART).details).toMatchObject({
      verdict: 'brand-only',
    });
    const byDomain = run('ACME', { title: null, openGraph: {} }, APART);
    expect(byDomain.score).toBeCloseTo(0.1, 5);
    expect(byDomain.findings[0]!.problem).toContain('is only the brand name');
  });

  it('gives part credit to a name whose line right under it says what it is', () => {
    /** 'Acme' as the headline, with this line right under it. */
    const acmeOver = (line: string) =>
      run(
        'Acme',
        { title: 'Acme | Home' },
        { text: line, rect: { x: 120, y: 290, width: 560, height: 30 } },
      );
    const lockup = acmeOver('Invoicing tool for freelancers');
    expect(lockup.score).toBe(0.6);
    expect(lockup.details).toMatchObject({
      verdict: 'brand-with-descriptor',
      descriptor: 'Invoicing tool for freelancers',
    });
    expect(lockup.findings[0]).toMatchObject({ usercategory: 'Incomplete', lowConfidence: true });
    for (const line of [
      // Broad words say nothing more than the name.
      'Innovative solutions for you',
      // A blurb is read after the name, not with it.
      'Create, send and chase every invoice of your small studio without a single spreadsheet or reminder',
      // A template's line with its slot left empty.
      'The next-gen tool for [your niche]',
    ])
      expect(acmeOver(line).details, line).toMatchObject({ verdict: 'brand-only' });
  });

  /** A hero with a copyright line in the footer, under a title. */
  const withNotice = (headline: string, notice: string, title: string) =>
    headlineSpecificity.run(
      makeFacts({
        desktop: {
          texts: [
            ...heroTextsOf(goodHero({ headline: { text: headline }, subheadline: APART })),
            text({
              text: notice,
              region: 'footer',
              aboveFold: false,
              rect: { x: 100, y: 3000, width: 600, height: 20 },
            }),
          ],
        },
        meta: { title, openGraph: {} },
        finalUrl: 'https://www.example.it/',
      }),
    );

  it('fails a headline that is only the name a copyright line gives, in more words than a title part', () => {
    const product = withNotice(
      'Villa dei Pini Alti',
      '© 2025 Villa dei Pini Alti — Agriturismo · P.IVA 01234567890',
      'Villa dei Pini Alti — Agriturismo nel Chianti, Toscana',
    );
    expect(product.details).toMatchObject({ verdict: 'brand-only' });
    expect(product.findings[0]!.problem).toContain('is only the brand name');
  });

  it("keeps the trade and the town of the owner's name as concrete words of a longer headline", () => {
    const product = withNotice(
      'Private dental care in Leeds',
      '© 2024 Smile Dental Care Leeds',
      'Smile Dental Care Leeds',
    );
    expect(product.details).toMatchObject({ verdict: 'specific' });
  });

  it("does not take a headline that repeats the title's tagline for the brand", () => {
    const product = run('Invoicing tool for freelancers', {
      title: 'Acme | Invoicing for freelancers',
    });
    expect(product.details).toMatchObject({ verdict: 'specific' });
  });

  it('marks stock openings and buzzwords as low-confidence guesses', () => {
    const opening = run('Welcome to Acme');
    expect(opening.details).toMatchObject({ verdict: 'generic-opening', opening: 'welcome to' });
    expect(opening.score).toBeCloseTo(0.2, 5);
    const vague = run('Innovative solutions for modern dentists');
    expect(vague.score).toBeLessThan(0.7);
    expect(vague.findings[0]!.lowConfidence).toBe(true);
  });

  it('treats a slogan of abstract words as vague, even when it says "you"', () => {
    for (const slogan of [
      'Helping people stay connected to what matters',
      'Making a difference together',
      'Grow your business',
      'Live your dreams',
      'Achieve your goals',
    ]) {
      const product = run(slogan);
      expect(product.details, slogan).toMatchObject({ verdict: 'vague', concreteWords: [] });
      expect(product.score, slogan).toBeCloseTo(0.3, 5);
      expect(product.findings[0]!.problem).toContain('relies on broad words');
    }
    // "Your" addresses whoever reads: one concrete word beside it names only the trade, and
    // costs a little (a low-confidence finding); two concrete words, or an audience named, are
    // enough.
    for (const trade of ['Grow your bakery', 'Your perfect smile starts here']) {
      const product = run(trade);
      expect(product.details, trade).toMatchObject({ verdict: 'vague' });
      expect(product.score, trade).toBeCloseTo(0.6, 5);
      expect(product.findings[0]!.lowConfidence, trade).toBe(true);
    }
    // On a page that names its offer as the headline does (its title here): the wording alone
    // is judged, not whether the rest of the page sells the same thing.
    const onItsPage = (headline: string) => run(headline, { title: `Acme — ${headline}` });
    expect(onItsPage('Make your notch useful').details).toMatchObject({ verdict: 'specific' });
    expect(onItsPage('Bikes for commuters').details).toMatchObject({ verdict: 'specific' });
    expect(onItsPage('Dental care for busy families').details).toMatchObject({
      verdict: 'specific',
    });
    expect(onItsPage('Build better habits').details).toMatchObject({ verdict: 'specific' });
    expect(onItsPage('Track your fitness goals').details).toMatchObject({ verdict: 'specific' });
  });

  describe('a slogan that names nothing the page offers', () => {
    /** A vet's page: its title, headings and copy name what it offers; the headline does not. */
    const vetPage = (headline: string) =>
      headlineSpecificity.run(
        makeFacts({
          desktop: {
            texts: heroTextsOf(
              goodHero({
                headline: { text: headline },
                subheadline: {
                  text: 'Vaccinations, check-ups and surgery for dogs and cats, with a veterinary team on call.',
                },
                body: { text: 'Book vaccinations online. Dogs and cats seen the same day.' },
              }),
            ),
            headings: [
              heading({ id: 'h1', level: 2, text: 'Vaccinations and check-ups' }),
              heading({ id: 'h2', level: 2, text: 'Our veterinary team' }),
            ],
          },
          meta: { title: 'Felix Pets - Veterinary clinic', description: null },
          finalUrl: 'https://www.felixpets.example/',
        }),
      );

    it('is as vague as broad words, and quotes the words the page uses instead', () => {
      const slogan = vetPage('Caring for the ones you cherish');
      expect(slogan.details).toMatchObject({
        verdict: 'slogan',
        concreteWords: ['caring', 'ones', 'cherish'],
      });
      expect(slogan.score).toBeCloseTo(0.3, 5);
      expect(slogan.findings).toHaveLength(1);
      expect(slogan.findings[0]).toMatchObject({
        problem:
          "The headline 'Caring for the ones you cherish' does not name what you offer: none of its words is one the page uses for it elsewhere ('veterinary', 'clinic', 'vaccinations').",
        usercategory: 'Incomplete',
        lowConfidence: true,
      });
    });

    it('is specific when it uses a word the page names its offer with, in any inflection', () => {
      // "Vaccination" against the headings' "Vaccinations": matched by stem.
      expect(vetPage('Same-day vaccination for your dog').details).toMatchObject({
        verdict: 'specific',
      });
    });

    it('judges a headline of more than three concrete words by its words alone', () => {
      expect(vetPage('Quiet rooms, gentle hands, fair prices, open late').details).toMatchObject({
        verdict: 'specific',
      });
    });

    it('does not judge a page that says too little elsewhere to tell', () => {
      const bare = headlineSpecificity.run(
        makeFacts({
          desktop: {
            texts: [text({ tag: 'h1', text: 'Caring for the ones you cherish', fontSize: 48 })],
            headings: [],
          },
          meta: { title: null, description: null },
          finalUrl: 'https://www.felixpets.example/',
        }),
      );
      expect(bare.details).toMatchObject({ verdict: 'specific' });
    });
  });

  it('leaves a placeholder headline to headline-present', () => {
    const product = run('Official website of the fish text');
    expect(product.score).toBeNull();
    expect(product.findings).toEqual([]);
    expect(product.notApplicableReason).toContain('is placeholder copy');
    expect(product.missingChargedTo).toBe('headline-present');
  });

  it('reads the name after a stock welcome as a name, not as concrete words', () => {
    const named = run('Welcome to Northwind Family Dental');
    expect(named.details).toMatchObject({ verdict: 'generic-opening', opening: 'welcome to' });
    expect(named.score).toBeCloseTo(0.2, 5);
    expect(named.findings[0]!.lowConfidence).toBeUndefined();
    const says = run('Welcome to the fastest way to send invoices and get paid');
    expect(says.details).toMatchObject({ verdict: 'specific' });
  });

  it('takes no brand name from an IP address', () => {
    const product = headlineSpecificity.run(
      makeFacts({ meta: { title: null, openGraph: {} }, finalUrl: 'http://127.0.0.1:8080/' }),
    );
    expect(product.score).toBeNull();
    const withHeadline = headlineSpecificity.run(
      makeFacts({
        desktop: { texts: heroTextsOf(goodHero()) },
        meta: { title: null, openGraph: {} },
        finalUrl: 'http://127.0.0.1:8080/',
      }),
    );
    expect(withHeadline.details).toMatchObject({ brandCandidates: [] });
  });

  it('is not applicable without a headline', () => {
    expect(headlineSpecificity.run(makeFacts())).toMatchObject({
      score: null,
      missingChargedTo: 'headline-present',
    });
  });

  describe('in other languages', () => {
    /** A hero in the page's language: the headline, then body copy that tells the language. */
    const inLanguage = (headline: string, body: string) =>
      headlineSpecificity.run(
        makeFacts({
          desktop: {
            texts: heroTextsOf(
              goodHero({
                headline: { text: headline },
                subheadline: { text: body },
                body: { text: body },
              }),
            ),
          },
          meta: { lang: null },
          finalUrl: 'https://www.acme.co.uk/',
        }),
      );

    it('fails a French or German welcome as it fails an English one', () => {
      const french = inLanguage(
        'Bienvenue sur notre site',
        'Nous aidons les indépendants et les petites équipes à envoyer des factures pour être payés plus vite avec vos clients.',
      );
      expect(french.score).toBe(0);
      expect(french.details).toMatchObject({ verdict: 'generic', language: 'fr' });
      const german = inLanguage(
        'Willkommen bei Acme',
        'Wir helfen Selbstständigen und kleinen Teams, Rechnungen zu schreiben, und Sie werden mit Ihren Kunden schneller bezahlt.',
      );
      expect(german.details).toMatchObject({ verdict: 'generic-opening', language: 'de' });
    });

    it('hears a welcome whatever preposition joins it to the name', () => {
      const italian = inLanguage(
        'Benvenuti alla Pizzeria Da Rocco',
        'Ogni venerdì sera musica dal vivo e cucina romana nella nostra trattoria di quartiere, con prenotazione per i gruppi.',
      );
      expect(italian.details).toMatchObject({ verdict: 'generic-opening', language: 'it' });
      expect(italian.score).toBeCloseTo(0.2, 5);
      const spanish = inLanguage(
        'Bienvenidos al Taller Rueda Libre',
        'Reparamos y vendemos bicicletas de ruta y de montaña en el centro de la ciudad, con cita previa para tu mantenimiento.',
      );
      expect(spanish.details).toMatchObject({ verdict: 'generic-opening', language: 'es' });
    });

    it("fails a section's label set as the headline, in any language", () => {
      const italian = inLanguage(
        'Prossimi eventi',
        'Ogni venerdì sera musica dal vivo e cucina romana nella nostra trattoria di quartiere, con prenotazione per i gruppi.',
      );
      expect(italian.details).toMatchObject({ verdict: 'generic', language: 'it' });
      const portuguese = inLanguage(
        'Fale Conosco',
        'Atendemos empresas e profissionais da região com sites rápidos, suporte por WhatsApp e orçamento sem compromisso para você.',
      );
      expect(portuguese.details).toMatchObject({ verdict: 'generic', language: 'pt' });
      for (const label of ['Our services', 'Products'])
        expect(run(label).details, label).toMatchObject({ verdict: 'generic' });
    });

    it('praises a specific Spanish headline for its own words, not its function words', () => {
      const product = inLanguage(
        'Envía tus facturas y cobra el doble de rápido',
        'Para autónomos y pequeños equipos: recordamos a tus clientes por ti, con una página de pago clara y sus recibos.',
      );
      expect(product.score).toBe(1);
      expect(product.details?.concreteWords).toEqual([
        'envía',
        'facturas',
        'cobra',
        'doble',
        'rápido',
      ]);
    });

    it('knows abstract slogans in other languages too', () => {
      const french = inLanguage(
        'Révélez votre beauté naturelle',
        'Nous aidons les indépendants et les petites équipes à envoyer des factures pour être payés plus vite avec vos clients.',
      );
      expect(french.details).toMatchObject({ verdict: 'vague', language: 'fr', concreteWords: [] });
      const spanish = inLanguage(
        'Descubre la belleza de la vida',
        'Para autónomos y pequeños equipos: recordamos a tus clientes por ti, con una página de pago clara y sus recibos.',
      );
      expect(spanish.details).toMatchObject({ verdict: 'vague', language: 'es' });
      // A gym's "Achieve your goals", in Portuguese.
      const portuguese = inLanguage(
        'Conquiste seus objetivos',
        'Equipamentos de ponta e os melhores instrutores para você treinar com mais saúde e energia.',
      );
      expect(portuguese.details).toMatchObject({ verdict: 'vague', language: 'pt' });
      // Stock praise of a trade: the trade is all it names.
      for (const [headline, sub, language, trade] of [
        [
          'Plombier professionnel et moderne',
          'Nous aidons les indépendants et les petites équipes à envoyer des factures pour être payés plus vite avec vos clients.',
          'fr',
          'plombier',
        ],
        [
          'Odontologia moderna começa aqui',
          'Equipamentos de ponta e os melhores instrutores para você treinar com mais saúde e energia.',
          'pt',
          'odontologia',
        ],
      ]) {
        expect(inLanguage(headline!, sub!).details, headline).toMatchObject({
          verdict: 'vague',
          language,
          concreteWords: [trade],
        });
      }
    });

    it('judges Polish and Russian wording with their own lists', () => {
      const polish = inLanguage(
        'Witamy na naszej stronie',
        'Dla freelancerów i małych zespołów: przypominamy klientom o płatnościach, które są już po terminie, bo to jest bardzo proste.',
      );
      expect(polish.details).toMatchObject({ verdict: 'generic', language: 'pl' });
      const russian = inLanguage(
        'Пространство для вашей мечты',
        'Для фрилансеров и небольших команд: мы напоминаем клиентам об оплате, чтобы вы только работали, и это уже сейчас бесплатно.',
      );
      expect(russian.details).toMatchObject({ verdict: 'vague', language: 'ru' });
      const specific = inLanguage(
        'Сдавайте квартиры без стресса и пропущенных платежей',
        'Для арендодателей: бот напоминает жильцам об оплате, чтобы вы только проверяли поступления, и это уже сейчас бесплатно.',
      );
      expect(specific.details).toMatchObject({ verdict: 'specific', language: 'ru' });
    });

    it('judges Turkish wording with its own lists, capital İ and all', () => {
      const body =
        'Direksiyon dersleri ve sınav hazırlığı için deneyimli eğitmenler ile çalışın, bu ay ücretsiz deneme dersi var ve ehliyet sınavına daha kolay hazırlanın.';
      expect(inLanguage('WEB SİTEMİZE HOŞ GELDİNİZ', body).details).toMatchObject({
        verdict: 'generic',
        language: 'tr',
      });
      expect(inLanguage('Hayallerinize ulaşın', body).details).toMatchObject({
        verdict: 'vague',
        language: 'tr',
      });
      expect(inLanguage('İlk sınavda ehliyet: direksiyon dersleri', body).details).toMatchObject({
        verdict: 'specific',
        language: 'tr',
      });
    });

    it('is not applicable on a page in a language it has no word lists for', () => {
      const product = headlineSpecificity.run(
        makeFacts({
          desktop: {
            texts: [
              'Välkommen till vår webbplats',
              'Skicka fakturor och få betalt dubbelt så snabbt som förut, utan kalkylblad och utan krångel.',
              'För frilansare och små team: vi påminner kunderna om betalningar, så att du kan fokusera på ditt arbete.',
              'Ingen manuell bevakning av förfallodagar och inga besvärliga samtal till kunder varje månad.',
            ].map((t, i) =>
              text({
                text: t,
                fontSize: i === 0 ? 48 : 18,
                tag: i === 0 ? 'h1' : 'p',
                rect: { x: 100, y: 120 + i * 70, width: 800, height: i === 0 ? 60 : 28 },
              }),
            ),
          },
          meta: { lang: 'sv' },
        }),
      );
      expect(product.score).toBeNull();
      expect(product.notApplicableReason).toBe(
        'Headline wording is judged in English, French, German, Spanish, Portuguese, Italian, Dutch, Polish, Russian and Turkish; this page is in another language (lang="sv").',
      );
    });
  });
});
