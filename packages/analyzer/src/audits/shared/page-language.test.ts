import { describe, expect, it } from 'vitest';
import { languageName, pageLanguage } from './page-language.js';
import { makeFacts, text } from './test-facts.js';

const page = (copy: string[], lang: string | null = null) =>
  makeFacts({ desktop: { texts: copy.map((t) => text({ text: t })) }, meta: { lang } });

const COPY: Record<string, string[]> = {
  en: [
    'Get paid twice as fast, without chasing a single invoice',
    'Invoicing for freelancers and small studios: send, chase and reconcile in one place with your bank.',
  ],
  fr: [
    'Envoyez vos factures et soyez payé deux fois plus vite',
    'Pour les indépendants et les petites équipes : nous relançons vos clients à votre place.',
  ],
  de: [
    'Schreiben Sie Rechnungen und werden Sie doppelt so schnell bezahlt',
    'Für Selbstständige und kleine Teams: wir erinnern Ihre Kunden, damit Sie das nicht tun müssen.',
  ],
  es: [
    'Envía tus facturas y cobra el doble de rápido',
    'Para autónomos y pequeños equipos: recordamos a tus clientes por ti, con una página de pago clara y sus recibos.',
  ],
  pt: [
    'Envie suas faturas e receba duas vezes mais rápido',
    'Para autônomos e pequenas empresas: nós lembramos os seus clientes por você, com uma página de pagamento que não confunde.',
  ],
  it: [
    'Invia le tue fatture e fatti pagare due volte più velocemente',
    'Per freelance e piccoli team: ricordiamo ai tuoi clienti di pagare, con una pagina chiara che non confonde e sono tutti contenti della nostra app.',
  ],
  nl: [
    'Verstuur je facturen en word twee keer zo snel betaald',
    'Voor zzpers en kleine teams: wij herinneren jouw klanten, met een duidelijke betaalpagina die niet verwart en ook werkt op je telefoon.',
  ],
  pl: [
    'Wystawiaj faktury i otrzymuj płatności dwa razy szybciej',
    'Dla freelancerów i małych zespołów: przypominamy klientom o płatnościach, które są już po terminie, przez e-mail lub SMS, bo to jest bardzo proste.',
  ],
  ru: [
    'Выставляйте счета и получайте оплату вдвое быстрее',
    'Для фрилансеров и небольших команд: мы напоминаем клиентам об оплате, чтобы вы только работали. Это можно также подключить, если у вас уже есть счета, которые ещё не оплачены.',
  ],
};

describe('pageLanguage', () => {
  it.each(Object.entries(COPY))('reads %s from the visible copy', (code, copy) => {
    expect(pageLanguage(page(copy))).toMatchObject({ code, source: 'text' });
  });

  it('trusts the copy over a template lang attribute', () => {
    const french = pageLanguage(page(COPY.fr!, 'en'));
    expect(french).toMatchObject({ code: 'fr', source: 'text', declared: 'en' });
    expect(languageName(french)).toBe('French');
  });

  it('falls back to the lang attribute when there is too little copy, else to English', () => {
    expect(pageLanguage(page(['Acme'], 'de-AT'))).toMatchObject({ code: 'de', source: 'lang' });
    const japanese = pageLanguage(page(['Acme'], 'ja'));
    expect(japanese).toMatchObject({ code: null, source: 'lang' });
    expect(languageName(japanese)).toBe('another language (lang="ja")');
    expect(pageLanguage(page(['Acme']))).toMatchObject({ code: 'en', source: 'default' });
  });

  it('does not read Bulgarian or Belarusian as Russian, whatever their shared words', () => {
    const bulgarian = [
      'Издавайте фактури и получавайте плащания два пъти по-бързо',
      'За фрийлансъри и малки екипи: напомняме на клиентите ви за плащания с имейл или SMS, от първия ден, и как да платят.',
    ];
    expect(pageLanguage(page(bulgarian, 'bg')).code).toBeNull();
    const belarusian = [
      'Выстаўляйце рахункі і атрымлівайце аплату ўдвая хутчэй',
      'Для фрылансераў і невялікіх каманд: мы нагадваем кліентам пра аплату, каб вы толькі працавалі, і гэта ўжо бясплатна.',
    ];
    expect(pageLanguage(page(belarusian, 'be')).code).toBeNull();
  });

  it('recognises plenty of copy in none of its languages', () => {
    const swedish = [
      'Skicka fakturor och få betalt dubbelt så snabbt som förut',
      'För frilansare och små team: vi påminner kunderna om betalningar, så att du kan fokusera på ditt eget arbete.',
      'Inga kalkylblad, ingen manuell bevakning av förfallodagar, inga besvärliga samtal till kunder varje månad.',
    ];
    expect(pageLanguage(page(swedish))).toMatchObject({ code: null, source: 'text' });
  });

  it("does not take a template's lang attribute at its word over copy without its words", () => {
    // Catalan shares words with French ("les"), Spanish ("el", "una") and Italian ("per"),
    // none of them leading, and carries no English at all.
    const catalan = [
      "Gràcies per participar! L'objectiu del projecte és visibilitzar les pràctiques igualitàries entre les joves.",
      'Les joves de setze a vint-i-tres anys comparteixen exemples a les xarxes i el projecte els recull per a una exposició.',
      'Una comissió de les escoles del barri revisa cada proposta i la publica amb el nom del grup que la presenta.',
    ];
    expect(pageLanguage(page(catalan, 'en'))).toMatchObject({ code: null, source: 'text' });
    // English copy with the same attribute keeps it.
    expect(pageLanguage(page([...COPY.en!, ...COPY.en!, ...COPY.en!], 'en')).code).toBe('en');
  });

  it('does not read lorem ipsum filler as the language of the page', () => {
    // A template: English labels and headline, Latin filler full of "est", a French marker.
    const template = [
      ...['Studio', 'Portfolio', 'Team', 'About', 'Blog', 'Contact', 'Button', 'Quote'],
      'We produce the best products',
      'Mattis quam, lectus et justo amet, tortor, lectus dapibus est. Habitasse efficitur vel est.',
      'Amet, mattis dapibus malesuada arcu dapibus nec efficitur et dictum. Tempus leo, est.',
      'Venenatis sapien aenean adipiscing lacinia nec et quam, ultricies. Ipsum sodales est.',
      'Sodales luctus pellentesque cras ornare lorem luctus lectus sed consectetur quam, est.',
      'Accumsan vulputate efficitur in amet, vestibulum ornare morbi accumsan leo, est.',
      ...['20,000', 'completed projects', '10,000', 'prototypes', 'Et odio', 'Integer dictum'],
      'Branding',
      'Web apps',
      'Strategy',
      'Northwind Studio BV, Harbour Road 1, 1000 AA Lakeside',
    ];
    expect(pageLanguage(page(template, 'en'))).toMatchObject({ code: 'en', source: 'lang' });
  });
});

describe('pageLanguage on short pages', () => {
  it('reads a few words of one language over a lang attribute none of them belongs to', () => {
    const english = page(
      [
        'The Sunday Bite',
        'Delicious food for every mood, cooked fresh and delivered to your door',
        'Order now',
      ],
      'pt-br',
    );
    expect(pageLanguage(english)).toMatchObject({ code: 'en', source: 'text' });
    const spanish = page([
      'Cambiando la forma de trabajar',
      'Escritorios compartidos y oficinas privadas para que tu empresa crezca',
    ]);
    expect(pageLanguage(spanish)).toMatchObject({ code: 'es', source: 'text' });
  });

  it('takes a short page declared Russian and written in Cyrillic at its word', () => {
    const russian = page(
      [
        'iOS приложения, меняющие жизнь',
        'Умный дом, здоровье и продуктивность — всё в ваших руках',
        'Каждое приложение создано с вниманием к деталям и удобству пользователя',
        'Есть вопросы или предложения? Буду рад обсудить!',
        'Создаю приложения для iOS с 2025 года',
        'Погода на вашем запястье и календарь здоровья в одном приложении',
      ],
      'ru',
    );
    expect(pageLanguage(russian)).toMatchObject({ code: 'ru', source: 'lang' });
  });

  it("reads Russian in Cyrillic text by a word of its own, whatever the template's lang says", () => {
    const russian = page(
      [
        'Международная финансовая конференция ВЕНА 2018',
        'Это главное событие года для финансовых директоров и банкиров',
        'Регистрация участников открыта до первого марта',
      ],
      'en',
    );
    expect(pageLanguage(russian)).toMatchObject({ code: 'ru', source: 'text' });
  });

  it('does not take two stray words for the language of a long page in another', () => {
    const persian = page(
      Array.from(
        { length: 12 },
        () =>
          'لورم ایپسوم متن ساختگی با تولید سادگی نامفهوم از صنعت چاپ و با استفاده از طراحان گرافیک است',
      ).concat(['Design de Lisboa']),
      'fa',
    );
    expect(pageLanguage(persian).code).toBeNull();
  });
});
