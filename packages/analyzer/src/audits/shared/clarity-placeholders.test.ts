import { describe, expect, it } from 'vitest';
import {
  PLACEHOLDER_PATTERNS,
  isPlaceholder,
  matchPlaceholder,
  matchShownCopy,
  shownCopy,
} from './clarity-placeholders.js';
import { makeFacts, text } from './test-facts.js';

const label = (text: string) => matchPlaceholder(text)?.pattern.label ?? null;
/** Each text is read as that placeholder (or none). */
const expectLabel = (texts: string[], want: string | null) => {
  for (const t of texts) expect(label(t), t).toBe(want);
};

describe('generator boilerplate', () => {
  it('is one scaffolding class of the placeholder patterns', () => {
    const boilerplate = PLACEHOLDER_PATTERNS.filter((p) => p.label === 'generator boilerplate');
    expect(boilerplate).toHaveLength(1);
    expect(boilerplate[0]).toMatchObject({ kind: 'scaffold', cost: 1 });
  });

  it("recognises GitHub's automatic page generator", () => {
    for (const t of [
      'Welcome to GitHub Pages.',
      'This automatic page generator is the easiest way to create beautiful pages for all of your projects.',
      'After your page is generated, you can check out the new gh-pages branch locally.',
      'Author your page using GitHub Flavored Markdown, select a template crafted by a professional, and publish.',
    ])
      expect(label(t), t).toBe('generator boilerplate');
  });

  it('recognises the first post, title and description of Jekyll, WordPress and Hexo', () => {
    for (const t of [
      'Welcome to Jekyll!',
      'Your awesome title',
      'You’ll find this post in your _posts directory.',
      "You'll find this post in your `_posts` directory. Go ahead and edit it and re-build the site to see your changes.",
      'Write an awesome description for your new site here. You can edit this line in _config.yml.',
      'Just another WordPress site',
      'Hello world! Welcome to WordPress. This is your first post. Edit or delete it, then start writing!',
      'Welcome to Hexo! This is your very first post.',
    ])
      expect(label(t), t).toBe('generator boilerplate');
  });

  it('recognises the starter pages of React, Next.js, Vite, Vue, Nuxt, Astro and Angular', () => {
    for (const t of [
      'Edit src/App.js and save to reload.',
      'Edit src/App.jsx and save to test HMR',
      'Edit src/App.tsx and save to test HMR',
      'Edit `src/App.ts` and save to reload.',
      'Get started by editing pages/index.js',
      'Get started by editing app/page.tsx',
      'Get started by editing src/app/page.tsx.',
      'Welcome to Next.js!',
      'Vite + React',
      'Vite + Vue',
      'Vite + Svelte',
      'Vite + Preact',
      'Vite + Lit',
      'Vite + Solid',
      'Vite + React + TS',
      'Click on the Vite and React logos to learn more',
      'Click on the Vite and Svelte logos to learn more',
      'Welcome to Your Vue.js App',
      'Welcome to Your Vue.js + TypeScript App',
      'Welcome to Nuxt!',
      'Welcome to Nuxt',
      'Welcome to Astro',
      'Congratulations! Your app is running. 🎉',
    ])
      expect(label(t), t).toBe('generator boilerplate');
  });

  it("recognises a web server's default page", () => {
    for (const t of [
      'Welcome to nginx!',
      'If you see this page, the nginx web server is successfully installed and working. Further configuration is required.',
      'Apache2 Ubuntu Default Page',
      'Apache2 Debian Default Page: It works',
      'It works!',
      'It works',
      '  it works.  ',
      'This is the default welcome page used to test the correct operation of the Apache2 server after installation on Ubuntu systems.',
    ])
      expect(label(t), t).toBe('generator boilerplate');
  });

  it('matches across the line breaks and spacing of the extracted text', () => {
    expect(label('Welcome   to\nGitHub\tPages')).toBe('generator boilerplate');
    expect(label('Vite\n+\nReact')).toBe('generator boilerplate');
  });

  it('leaves real product copy of the same shape alone', () => {
    for (const t of [
      'Welcome to Acme Cloud, the fastest way to ship',
      'It works with every browser',
      'It works offline, too!',
      'Our editor: edit, save and reload in one click',
      'Get started by editing your first invoice',
      'Hello, Maria',
      'Hello, world',
      'Pages for every project',
      'Built with React and Vite for speed',
      'Vite + React starter kits for your team, ready in a minute',
      'Welcome to Astro Bakery',
      'Welcome to Nuxt Conf 2025',
      'Host your docs on GitHub Pages in one click',
      'Edit your site and save to publish',
      'Congratulations on your new home!',
      'Just another day at the office',
      'Our Apache Kafka default settings, explained',
    ])
      expect(isPlaceholder(t), t).toBe(false);
  });
});

describe('under-construction notice', () => {
  it('recognises a site that says it is not finished, in each supported language', () => {
    for (const t of [
      'Site under construction',
      'This website is coming soon',
      'Our website is currently under construction. We will be back soon.',
      "We're building something awesome",
      'Sitio web en construcción',
      'Site em construção',
      'Site en construction',
      'Diese Webseite ist im Aufbau',
      'Sito in costruzione',
      'Website in aanbouw',
      'Strona w budowie',
      'Сайт в разработке',
    ])
      expect(label(t), t).toBe('under-construction notice');
  });

  it('leaves a status badge, a feature announced as coming soon and real copy alone', () => {
    for (const t of [
      // Bare status words: a plan's badge, a disabled button, a building project's state.
      'Coming soon',
      'Launching soon',
      'Próximamente',
      'Under construction',
      'En construcción',
      'In Arbeit',
      'In Bearbeitung',
      'Android app coming soon',
      'New integrations are under construction',
      'Team plans — coming soon to every workspace',
      "We're building something new for teams that ship every day",
      'Construction services for homes and offices',
      'Bauunternehmen im Aufbau Ost seit 1990',
    ])
      expect(isPlaceholder(t), t).toBe(false);
  });
});

describe('template instruction text in other languages', () => {
  it("recognises a template's instructions to its owner, in each supported language", () => {
    for (const t of [
      'Insert your prices or delete this section.',
      'Replace this text with your own story.',
      'Describe your services in two or three sentences.',
      'Opisz krótko usługi (2–5 zdań). Możesz dodać listę:',
      '*Wstaw swoje ceny lub usuń sekcję.',
      'Fügen Sie hier Ihren Text ein.',
      'Hier steht Ihr Text',
      'Escribe aquí tu texto',
      'Describe brevemente tus servicios',
      'Décrivez brièvement vos services',
      'Votre texte ici',
      'Inserisci qui il tuo testo',
      'Escreva aqui o seu texto',
      'Voeg hier je tekst toe',
      'Ваш текст здесь',
      'Опишите кратко ваши услуги',
    ])
      expect(label(t), t).toBe('template instruction text');
  });

  it('leaves form prompts and real copy of the same shape alone', () => {
    for (const t of [
      'Enter your email',
      'Enter your phone number',
      'Describe your problem and we will call you back',
      'Edit the text of your invoices before you send them',
      'Wpisz swój adres e-mail',
      'Beschreiben Sie Ihr Anliegen',
      'Escribe tu mensaje',
      'Add your products to the cart',
      'Our prices include delivery; see the price list',
    ])
      expect(isPlaceholder(t), t).toBe(false);
  });
});

describe('stock names and addresses in other languages', () => {
  it("recognises a template's company-name slot in each supported language", () => {
    for (const slot of [
      'Nombre de la empresa',
      'Nome da empresa',
      "Nom de l'entreprise",
      'Firmenname',
      'Nome azienda',
      'Bedrijfsnaam',
      'Nazwa firmy',
      'Название компании',
      'Musterbetrieb GmbH',
      'Die Musterfirma berät Sie gern',
    ])
      expect(label(slot), slot).toBe('template company name');
  });

  it('recognises the German and Spanish stock names and addresses', () => {
    expect(label('Ansprechpartner: Max Mustermann')).toBe('dummy name');
    expect(label('Contacto: Fulano de Tal')).toBe('dummy name');
    expect(label('Musterstraße 123, 12345 Musterstadt')).toBe('example contact details');
    expect(label('Hauptstraße 5, 12345 Musterstadt')).toBe('example contact details');
    expect(label('Calle Falsa 123, Madrid')).toBe('example contact details');
  });

  it('leaves real names, awards and menus that contain the same words alone', () => {
    for (const t of [
      'Mustermesse Köln',
      'Ausgezeichnet als Musterbetrieb des Handwerks',
      'Bio-Musterbetrieb seit 1998',
      'Eine Musterstadt der Moderne',
      'Firmennamen finden leicht gemacht',
      // Navigation tabs of banks and business software.
      'Tu empresa',
      'Votre entreprise',
      'Ihre Firma',
      'Ваша компания',
    ])
      expect(isPlaceholder(t), t).toBe(false);
  });

  it("leaves a form field's label asking for the company's or a person's name alone", () => {
    const copy = (tag: string, text = 'Firmenname') => ({
      text,
      from: 'text' as const,
      fieldLabel: tag === 'label',
      inCode: false,
      region: 'main',
      aboveFold: true,
      rect: { x: 0, y: 0, width: 100, height: 20 },
      elementId: 't1',
    });
    expect(matchShownCopy(copy('label'))).toBeNull();
    expect(matchShownCopy(copy('span'))?.pattern.label).toBe('template company name');
    expect(matchShownCopy(copy('label', 'Your name'))).toBeNull();
    expect(matchShownCopy(copy('h3', 'Your name'))?.pattern.label).toBe('dummy name');
  });

  it("leaves a code sample's template syntax and example data alone", () => {
    const vf = makeFacts({
      desktop: {
        texts: [
          text({
            id: 'c1',
            tag: 'mark',
            text: '<script src="https://{{cdn}}/lib.min.js"></script>',
            selector: '#usage > pre:nth-of-type(2) > code > mark',
          }),
          text({ id: 'c2', tag: 'code', text: 'user.name = "John Doe"' }),
          text({ id: 'p1', tag: 'p', text: 'Contact John Doe for details' }),
        ],
      },
    }).desktop;
    const hits = shownCopy(vf).filter((c) => matchShownCopy(c) !== null);
    expect(hits.map((c) => c.elementId)).toEqual(['p1']);
  });
});

describe('template company name', () => {
  it('recognises the name slot a template ships with, alone in its text', () => {
    for (const slot of ['App Name', 'Product Name', 'Project name', 'Site Name', 'Company Name'])
      expect(label(slot), slot).toBe('template company name');
  });

  it('recognises the name slot run together as one word', () => {
    for (const slot of ['YourApp', 'YourCompany', 'Your Startup', '© 2025 YourCompany'])
      expect(label(slot), slot).toBe('template company name');
    for (const slot of ['TuNegocio', 'SuaEmpresa', 'SeuNegócio', 'VotreEntreprise', 'IhreFirma'])
      expect(label(slot), slot).toBe('template company name');
    for (const real of ['Yourapps Studio', 'YourAppointment', 'Yours truly', 'Tu negocio online'])
      expect(isPlaceholder(real), real).toBe(false);
  });

  it("recognises a stand-in 'my restaurant' or 'my website' name alone in its text, in each language", () => {
    for (const slot of [
      'Mi Restaurante',
      'My Restaurant',
      'My First Website',
      'Mon site web',
      'Meine Webseite',
      'Meu Restaurante',
      'Il mio ristorante',
      'Mijn Website',
    ])
      expect(label(slot), slot).toBe('template company name');
  });

  it('leaves a sentence that mentions a name alone', () => {
    expect(isPlaceholder('Bienvenido a mi restaurante favorito de Santiago')).toBe(false);
    expect(isPlaceholder('My company grew 40% after switching')).toBe(false);
    // Account menus and a personal site's sections use these words too.
    for (const label of [
      'My Company',
      'My Shop',
      'My Blog',
      'My Portfolio',
      'Mon entreprise',
      'Minha loja',
    ])
      expect(isPlaceholder(label), label).toBe(false);
    expect(isPlaceholder('Pick an app name your customers remember')).toBe(false);
    expect(isPlaceholder('Product names checked against every trademark register')).toBe(false);
  });
});

describe('bracketed placeholder and raw markup', () => {
  it("recognises a copywriting formula's empty slots", () => {
    expectLabel(
      [
        'The simplest way to manage [Problem] for your team',
        'We help [audience] reach [outcome] faster',
        'Save [percentage] on every order',
      ],
      'bracketed placeholder',
    );
  });

  it("recognises a slot addressed to the site's owner, in the languages the wording audits know", () => {
    expectLabel(
      [
        'Telefon: [Deine Telefonnummer]',
        'Inhaber: [Ihr vollständiger Name]',
        'Adresse : [Votre adresse]',
        'Dirección: [Tu dirección]',
        'Cidade: [Sua cidade]',
      ],
      'bracketed placeholder',
    );
  });

  it('recognises markup or a script value printed where copy should be', () => {
    expectLabel(
      [
        '<span data-i18n="hero.title">Parlez au monde,</span>',
        '<span data-i18n="hero.title">Pa',
        'Hello <strong>world</strong>',
        'Plans from [object Object]',
        'undefined',
      ],
      'raw markup shown as text',
    );
  });

  it('leaves brackets and angle brackets of real copy alone', () => {
    expectLabel(
      [
        'Release notes [PDF]',
        'New [beta] dashboard for teams',
        'Ihr Termin [online buchbar]',
        'Response time < 2s, uptime > 99.9%',
        'Why undefined behaviour in C bites',
        'Use the <br> tag sparingly',
      ],
      null,
    );
  });
});

describe('template demo copy', () => {
  it("recognises a theme's demo copy that describes the template to its buyer", () => {
    expectLabel(
      [
        'A premium, conversion-optimized template designed to showcase your SaaS product.',
        'This template is perfect for agencies and freelancers.',
      ],
      'template instruction text',
    );
  });

  it('leaves copy about templates as a product alone', () => {
    expectLabel(
      [
        'Email templates designed for busy sales teams',
        'Start from a template, then make it yours',
        'Invoice template for freelancers, free to download',
      ],
      null,
    );
  });
});

describe("a tutorial's stock copy", () => {
  it("recognises The Odin Project's landing-page labels, with the region they stand in", () => {
    expectLabel(
      ['Header logo', 'header link one', 'Footer link 2', 'This website is awesome', 'Nav item 3'],
      'generic template label',
    );
  });

  it('leaves real labels that start with a region alone', () => {
    expectLabel(['Header design services', 'Footer links that convert', 'Hero images'], null);
  });
});

describe('stock dummy text', () => {
  it("recognises the blind-text generators' stock texts as filler", () => {
    expectLabel(
      [
        'Far far away, behind the word mountains, far from the countries Vokalia and Consonantia, there live the blind texts.',
        'A wonderful serenity has taken possession of my entire soul, like these sweet mornings of spring.',
        'One morning, when Gregor Samsa woke from troubled dreams, he found himself transformed.',
        'Li Europan lingues es membres del sam familie.',
        'Dies ist ein Blindtext. An ihm kann man sehen, ob alle Buchstaben da sind.',
        'It is a long established fact that a reader will be distracted by the readable content of a page when looking at its layout.',
      ],
      'lorem ipsum filler text',
    );
  });

  it('leaves real copy about mountains, mornings and blindness alone', () => {
    expectLabel(
      [
        'Guided walks behind the mountains of the Lake District',
        'A serenity you can taste: tea from our own garden',
        'Screen readers for blind and low-vision readers',
        'It is a long established fact that good coffee needs fresh beans',
      ],
      null,
    );
  });
});

describe('template or demo notice', () => {
  it('recognises a template or a demo telling its reader what it is, in several languages', () => {
    expectLabel(
      [
        'A fast one-page template for local businesses. Plain HTML/CSS/JS.',
        'Swap text, colors, and images — reuse this template for any service business.',
        'An elegant, responsive template.',
        'This template is free for personal and commercial use',
        'Reusable one-page template. No frameworks.',
        'Restaurant — Démo portfolio',
        'Démo portfolio : change le style en haut, et tout le site s’adapte.',
        'Portfolio • Démo',
        'Avis d’exemple (site démo) — pour rendre la vitrine crédible.',
        'Sample testimonials',
        'Exemplo de landing page profissional que demonstra minhas habilidades em design.',
        'A sample landing page built with Tailwind',
        'Esempio di landing page',
        'Beispiel-Landingpage für ein Café',
        'Esta plantilla para restaurantes es gratuita',
        'Ce modèle de site est gratuit',
        'Diese Website-Vorlage ist kostenlos',
        'Этот шаблон подойдёт любой кофейне',
      ],
      'template or demo notice',
    );
  });

  it('leaves a template shop, a demo offered as an action and real copy alone', () => {
    for (const t of [
      'Templates for every business',
      'Browse 200 landing page templates',
      'Landing page examples for SaaS founders',
      'Exemplos de landing pages que convertem',
      'Book a demo',
      'Request a demo of our scheduling tool',
      'Watch the demo',
      'A template engine for Go',
      'Build on a solid template: our starter kits ship with auth and billing',
      'Portfolio',
      'Our portfolio of demolition projects',
      'Un modèle de réussite pour nos clients',
      'La plantilla de nuestro equipo',
      'Шаблоны документов для бизнеса',
    ])
      expect(isPlaceholder(t), t).toBe(false);
  });
});

describe('slots and figures of a template in other languages', () => {
  it("recognises a bracketed slot named in the page's language", () => {
    expectLabel(
      [
        'Лучшие торты для сладкоежек [название города]!',
        'Visítanos en [Ciudad]',
        'Appelez-nous au [Téléphone]',
        'Rufen Sie an: [Telefonnummer]',
      ],
      'bracketed placeholder',
    );
  });

  it('recognises figures masked with X and the business-name slot', () => {
    expectLabel(
      [
        'Вот уже XXX лет наши кондитеры делают десерты',
        'Стоимость: XXX рублей',
        'Over XXX+ happy clients',
        'Или позвоните: 0953000XXXX',
        'Работаем: с XX.XX до XX.XX',
      ],
      'dummy figure',
    );
    expectLabel(
      ['Название Заведения', '«НАЗВАНИЕ ДЕСЕРТА»', 'Nombre del negocio'],
      'template company name',
    );
  });

  it('leaves Roman numerals, sizes and real copy with brackets alone', () => {
    for (const t of [
      'XXX Congreso Nacional de Cardiología',
      'Sizes S to XXL',
      'Super Bowl XXX',
      'Название говорит само за себя: торты на заказ',
      'Наш адрес: ул. Садовая, 5',
      '[Updated] New opening hours',
      'Learn more [2 min read]',
    ])
      expect(isPlaceholder(t), t).toBe(false);
  });
});
