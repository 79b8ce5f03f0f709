import { describe, expect, it } from 'vitest';
import { goodHero, heroTextsOf } from '../shared/clarity-test-pages.js';
import { image, makeFacts, text } from '../shared/test-facts.js';
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
    // e^(−1.6): four fifths of the score for one hit on the first screen.
    expect(product.score).toBeCloseTo(Math.exp(-1.6), 3);
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

  it('costs less below the fold and for template names, fake contacts and badges', () => {
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
    // Each kind's cost, times 0.3 below the fold (NN/g's attention share).
    expect(product.score).toBeCloseTo(Math.exp(-1.6 * 0.3 * (0.8 + 0.6 + 0.3)), 3);
    expect(product.findings.map((f) => f.problem)).toEqual([
      "The page shows template company name '© 2024 Your Company' in '© 2024 Your Company. All rights reserved.'.",
      "The page shows example contact details '123-456-7890' in 'Call us: 123-456-7890'.",
      "The page shows site-builder badge 'Powered by Wix'.",
    ]);
    expect(product.findings[2]!.action).toBe('Update content');
  });

  it('counts a stand-in address repeated across the page as one flaw, naming how many places', () => {
    const at = (t: string, y: number, id: string) =>
      text({ id, text: t, rect: { x: 0, y, width: 400, height: 20 } });
    const once = placeholderContent.run(
      makeFacts({ desktop: { texts: [at('Musterstraße 12, 44147 Dortmund', 3000, 'a')] } }),
    );
    const thrice = placeholderContent.run(
      makeFacts({
        desktop: {
          texts: [
            at('Sie finden uns in der Musterstraße 12, Dortmund.', 2000, 'a'),
            at('Musterstraße 12, 44147 Dortmund', 3000, 'b'),
            at('Praxis · Musterstraße 12 · 44147 Dortmund', 3100, 'c'),
          ],
        },
      }),
    );
    expect(thrice.score).toBe(once.score);
    expect(thrice.findings).toHaveLength(1);
    expect(thrice.findings[0]).toMatchObject({ instances: 3 });
    expect(thrice.findings[0]!.problem).toContain("'Musterstraße 12'");
    expect(thrice.findings[0]!.problem).toContain('(3 places on the page)');
  });

  it('counts one bracketed slot left in two places as one flaw, and two different slots as two', () => {
    const at = (t: string, y: number, id: string) =>
      text({ id, text: t, rect: { x: 0, y, width: 400, height: 20 } });
    const run = (...texts: ReturnType<typeof at>[]) =>
      placeholderContent.run(makeFacts({ desktop: { texts } }));
    const once = run(at('Inhaber: [Dein vollständiger Name]', 3000, 'a'));
    const twice = run(
      at('Inhaber: [Dein vollständiger Name]', 3000, 'a'),
      at('Verantwortlich: [Dein vollständiger Name]', 3200, 'b'),
    );
    expect(twice.score).toBe(once.score);
    expect(twice.findings[0]!.problem).toContain('(2 places on the page)');
    const two = run(
      at('Inhaber: [Dein vollständiger Name]', 3000, 'a'),
      at('Telefon: [Deine Telefonnummer]', 3200, 'b'),
    );
    expect(two.score).toBeLessThan(once.score!);
  });

  it('charges every paragraph of filler, however alike', () => {
    const para = (y: number, id: string) =>
      text({ id, text: 'Lorem ipsum dolor sit amet.', rect: { x: 0, y, width: 400, height: 20 } });
    const one = placeholderContent.run(makeFacts({ desktop: { texts: [para(2000, 'a')] } }));
    const two = placeholderContent.run(
      makeFacts({ desktop: { texts: [para(2000, 'a'), para(2100, 'b')] } }),
    );
    expect(two.score!).toBeLessThan(one.score!);
    expect(two.findings).toHaveLength(2);
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

describe('placeholder-content: scaffolding and other scripts', () => {
  const hero = (t: string, i: number) =>
    text({ text: t, rect: { x: 120, y: 100 + i * 40, width: 400, height: 30 } });

  it.each([
    'Link 1',
    'Menu item',
    'Feature One',
    'Service B',
    'User Two',
    'Description of feature one.',
    'Product description goes here',
    'Servicio 1',
    'Projet 2',
    'Услуга 3',
    "It's Nice To Meet You",
    '@Import tailwindcss @Import CSS',
    'Your page title here :)',
    'Seu Logo Aqui',
    'MiEmpresa',
    'This index.html page is a placeholder with the CSS, font and favicon.',
    'Start Bootstrap',
    'Copyright © Your Website 2023',
    'This is Phantom, a free, fully responsive site template designed by HTML5 UP.',
    'Logo here',
    'Image goes here',
    'Welcome to our website',
    'Plans from $XX per month',
    'Pro plan: $00.00',
    'John Doe, CEO',
    'لورم ایپسوم متن ساختگی با تولید سادگی نامفهوم از صنعت چاپ',
    'هذا النص هو مثال لنص يمكن أن يستبدل في نفس المساحة',
    'Лорем ипсум долор сит амет, пер цлита поссит ех',
    '这是示例文字，请在此输入文字',
  ])("recognises '%s' as placeholder copy", (copy) => {
    const product = placeholderContent.run(makeFacts({ desktop: { texts: [hero(copy, 0)] } }));
    expect(product.findings).toHaveLength(1);
    expect(product.score).toBeLessThan(0.5);
  });

  it.each([
    'Features',
    'Pricing',
    'Welcome to Ledgerly, invoicing for freelancers',
    'Plans from $29 per month',
    'Free plan: $0',
    'Jane Cooper, CEO of Northwind',
    'Link your bank account in one click',
    'Step One',
    'Article 1',
    'Plan B',
    'Feature one: offline sync for every plan',
    'Description of our services',
    'Theme by Start Bootstrap',
    '@import is how one stylesheet loads another',
    'The site is a place for makers to meet',
    'Mi empresa',
    'Nice to meet you at the harbour market every Saturday',
  ])("leaves real copy '%s' alone", (copy) => {
    const product = placeholderContent.run(makeFacts({ desktop: { texts: [hero(copy, 0)] } }));
    expect(product.findings).toEqual([]);
  });

  it('costs more with every further placeholder: there is no floor where more is free', () => {
    const scores = [1, 2, 3, 4].map(
      (n) =>
        placeholderContent.run(
          makeFacts({
            desktop: { texts: ['Link 1', 'Link 2', 'Logo here', '$XX'].slice(0, n).map(hero) },
          }),
        ).score!,
    );
    for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeLessThan(scores[i - 1]!);
  });

  it('recognises scaffolding as a class: bare labels, stock logos, filler by another name', () => {
    const texts = [
      hero('Official website of the fish text', 0),
      hero('logoipsum', 1),
      hero('PAGE', 2),
      hero('Image', 3),
      hero('Button', 4),
    ];
    const product = placeholderContent.run(makeFacts({ desktop: { texts } }));
    expect(product.details).toMatchObject({ hits: 5, aboveFold: 5 });
  });

  it("leaves a product's own UI copy and a bare alt='logo' alone", () => {
    const product = placeholderContent.run(
      makeFacts({
        desktop: {
          texts: [text({ text: 'Type to add, click to edit' }), text({ text: 'Pay with Link' })],
          images: [image({ alt: 'logo' })],
        },
      }),
    );
    expect(product.score).toBe(1);
    // Template instructions still count, at the start of a text as builders ship them.
    const builder = placeholderContent.run(
      makeFacts({ desktop: { texts: [text({ text: 'Click to edit this text' })] } }),
    );
    expect(builder.score).toBeLessThan(1);
  });

  it('lets a <title> say it is the official website, but not the page', () => {
    const titled = placeholderContent.run(
      makeFacts({ meta: { title: "Official website of Kelly's Bakery" } }),
    );
    expect(titled.score).toBe(1);
    const onPage = placeholderContent.run(
      makeFacts({ desktop: { texts: [text({ text: "Official website of Kelly's Bakery" })] } }),
    );
    expect(onPage.score).toBeLessThan(1);
  });

  it("recognises a template's fill-in fields, product names, instructions and address", () => {
    const texts = [
      hero('Welcome to [Dental Business Name]', 0),
      hero('Your Amazing Product', 1),
      hero("Solve your customer's problem in one clear sentence", 2),
      hero('123 Dental Street, City, State ZIP', 3),
    ];
    const product = placeholderContent.run(makeFacts({ desktop: { texts } }));
    expect(product.details).toMatchObject({ hits: 4, aboveFold: 4 });
  });

  it('leaves real copy that sounds like a template alone', () => {
    const texts = [
      'Our Product',
      'Grow your business in one click',
      'Say it in one clear sentence: we ship fast',
      'Your smile is our priority',
      'See note [2] on pricing',
    ].map((t) => text({ text: t }));
    expect(placeholderContent.run(makeFacts({ desktop: { texts } })).score).toBe(1);
  });

  it('charges a project page still showing the GitHub Pages generator text', () => {
    const body = text({
      text: 'Welcome to GitHub Pages. This automatic page generator is the easiest way to create beautiful pages for all of your projects. Author your page using GitHub Flavored Markdown, select a template crafted by a professional, and publish.',
      rect: { x: 120, y: 400, width: 640, height: 96 },
    });
    const product = placeholderContent.run(makeFacts({ desktop: { texts: [body] } }));
    expect(product.score).toBeLessThan(1);
    expect(product.findings).toHaveLength(1);
    expect(product.findings[0]).toMatchObject({
      component: 'Hero text',
      usercategory: 'Incomplete',
      target: { viewport: 'desktop', elementId: body.id },
    });
    expect(product.findings[0]!.problem).toContain('generator boilerplate');
    expect(product.findings[0]!.problem).toContain('Welcome to GitHub Pages');
  });

  it("charges a web server's default page and a starter app's title, but not copy like them", () => {
    const product = placeholderContent.run(
      makeFacts({
        desktop: { texts: [text({ text: 'Welcome to nginx!', tag: 'h1' })] },
        meta: { title: 'Vite + React' },
      }),
    );
    expect(product.details).toMatchObject({ hits: 2, aboveFold: 1 });
    const real = placeholderContent.run(
      makeFacts({
        desktop: {
          texts: ['It works with every browser', 'Built with React and Vite for speed'].map((t) =>
            text({ text: t }),
          ),
        },
        meta: { title: 'Acme: pages for every project' },
      }),
    );
    expect(real.score).toBe(1);
  });
});

describe('placeholder-content: markup shown as text', () => {
  const line =
    'Add this line to your page: <link rel="stylesheet" href="https://cdn.example/x.css">';
  const at = { x: 120, y: 300, width: 600, height: 24 };

  it('names markup a failed script left in the copy', () => {
    const product = placeholderContent.run(
      makeFacts({ desktop: { texts: [text({ text: line, rect: at })] } }),
    );
    expect(product.findings).toHaveLength(1);
    expect(product.findings[0]!.problem).toContain('raw markup shown as text');
  });

  it('leaves a snippet set as code inside a sentence alone', () => {
    const codeText = '<link rel="stylesheet" href="https://cdn.example/x.css">';
    const product = placeholderContent.run(
      makeFacts({ desktop: { texts: [text({ text: line, rect: at, codeText })] } }),
    );
    expect(product.findings).toEqual([]);
    expect(product.score).toBe(1);
  });
});

describe('placeholder-content: stand-in pictures', () => {
  it('names a picture from a placeholder service once, however many the template left', () => {
    const pictures = [0, 1, 2].map((i) =>
      image({
        src: `https://via.placeholder.com/${300 + i}x200`,
        rect: { x: 100 + i * 320, y: 1400, width: 300, height: 200 },
      }),
    );
    const product = placeholderContent.run(makeFacts({ desktop: { images: pictures } }));
    expect(product.findings).toHaveLength(1);
    expect(product.findings[0]!.problem).toBe(
      "The page shows a stand-in picture from 'via.placeholder.com', a placeholder service (3 pictures).",
    );
    expect(product.score).toBeLessThan(1);
  });

  it('leaves pictures from the page itself or a photo library alone', () => {
    const pictures = [
      image({ src: 'https://bakery.example/img/placeholder-loaf.jpg' }),
      image({ src: 'https://images.example-cdn.com/photo-123?w=800' }),
    ];
    expect(placeholderContent.run(makeFacts({ desktop: { images: pictures } })).findings).toEqual(
      [],
    );
  });
});

describe('placeholder-content: numbered slots', () => {
  it("names a series of numbered slots once ('Item 1' … 'Item 6'), each further one costing a little", () => {
    const items = (n: number) =>
      Array.from({ length: n }, (_, i) =>
        text({ text: `Item ${i + 1}`, rect: { x: 120, y: 1500 + i * 40, width: 200, height: 24 } }),
      );
    const six = placeholderContent.run(makeFacts({ desktop: { texts: items(6) } }));
    expect(six.findings).toHaveLength(1);
    expect(six.findings[0]!.problem).toBe(
      "The page shows generic template label 'Item 1' (6 places on the page).",
    );
    const one = placeholderContent.run(makeFacts({ desktop: { texts: items(1) } }));
    expect(six.score!).toBeLessThan(one.score!);
    // Another kind of slot is another flaw.
    const mixed = placeholderContent.run(
      makeFacts({
        desktop: {
          texts: [
            ...items(6),
            text({ text: 'Feature One', rect: { x: 600, y: 1500, width: 200, height: 24 } }),
          ],
        },
      }),
    );
    expect(mixed.findings).toHaveLength(2);
  });
});
