import { describe, expect, it } from 'vitest';
import {
  brandCandidates,
  contentWords,
  copyrightHolder,
  namesAudience,
  normalizePhrase,
} from './clarity-phrases.js';
import { TURKISH } from './languages/tr.js';
import { makeFacts } from './test-facts.js';

describe('clarity phrases', () => {
  it('normalises punctuation and case', () => {
    expect(normalizePhrase("  Welcome to Acme's  website! ")).toBe('welcome to acmes website');
  });

  it('keeps each word whole: a Turkish capital İ, and letters with combining marks', () => {
    expect(normalizePhrase('ŞİMDİ DENEYİN')).toBe('şimdi deneyin');
    // Devanagari vowel signs are combining marks: "हिन्दी में" is two words, not six pieces.
    expect(normalizePhrase('हिन्दी में!')).toBe('हिन्दी में');
    expect(normalizePhrase('Cafe\u0301 Olé')).toBe('cafe\u0301 olé');
  });

  it('keeps content words only', () => {
    expect(contentWords('Get paid twice as fast, without chasing a single invoice')).toEqual([
      'paid',
      'twice',
      'fast',
      'without',
      'chasing',
      'single',
      'invoice',
    ]);
  });

  it('recognises an audience or the second person', () => {
    expect(namesAudience('Invoicing for freelancers')).toBe(true);
    expect(namesAudience('Built for small businesses')).toBe(true);
    expect(namesAudience('Keep your cash flow healthy')).toBe(true);
    expect(namesAudience('The invoicing platform')).toBe(false);
  });

  it('hears "you" in a Turkish suffix, and an audience before için', () => {
    expect(namesAudience('İstediğiniz yerde izleyin', TURKISH)).toBe(true);
    expect(namesAudience('İşletmeniz için muhasebe', TURKISH)).toBe(true);
    expect(namesAudience('Küçük işletmeler için muhasebe', TURKISH)).toBe(true);
    // "Sea" and "only" end as the suffix does; "free" and "unlimited" do not.
    for (const none of ['Denizde tatil', 'Yalnız bugün', 'Ücretsiz deneme', 'Sınırsız film'])
      expect(namesAudience(none, TURKISH), none).toBe(false);
  });

  it('reads the holder of a copyright line, without the year or the rights reserved', () => {
    expect(copyrightHolder('© 2025 Villa dei Pini Alti — Agriturismo · P.IVA 01234567890')).toBe(
      'Villa dei Pini Alti',
    );
    expect(copyrightHolder('© 2026 Sharp Line Barbers. Alle rechten voorbehouden.')).toBe(
      'Sharp Line Barbers',
    );
    expect(copyrightHolder('Copyright 2019–2024 Acme Inc. All rights reserved')).toBe('Acme Inc');
    expect(copyrightHolder('©2024 Acme All rights reserved')).toBe('Acme');
    expect(copyrightHolder('(c) 2020 by Jane Smith')).toBe('Jane Smith');
    expect(copyrightHolder('© Northwind Dental, Leeds')).toBe('Northwind Dental');
  });

  it('reads the usual footer shapes', () => {
    expect(copyrightHolder('© 2024 – Acme Corp')).toBe('Acme Corp');
    expect(copyrightHolder('© 2024 | Acme')).toBe('Acme');
    expect(copyrightHolder('© 2019—2024 Acme')).toBe('Acme');
    expect(copyrightHolder('© 2019-24 Acme')).toBe('Acme');
    expect(copyrightHolder('© 2024/2025 Acme')).toBe('Acme');
    expect(copyrightHolder('© Acme 2024')).toBe('Acme');
    expect(copyrightHolder('© 2024 Acme, Inc.')).toBe('Acme');
    expect(copyrightHolder('Copyright © 2024 Acme GmbH | Impressum')).toBe('Acme GmbH');
    expect(copyrightHolder('© 2024 Ромашка Все права защищены')).toBe('Ромашка');
    expect(copyrightHolder('© 2024 Acme Wszelkie prawa zastrzeżone')).toBe('Acme');
  });

  it('reads no holder from a line that does not open with a notice, or from a credit line', () => {
    expect(copyrightHolder('Section 3(c) of the agreement')).toBeNull();
    expect(copyrightHolder('Plans (a), (b) and (c) compared')).toBeNull();
    expect(copyrightHolder('Photo © Jane Roe')).toBeNull();
    expect(copyrightHolder('All content © the authors')).toBeNull();
    expect(copyrightHolder('© 2024 Made with Webflow')).toBeNull();
  });

  it('reads no holder from a sentence that only mentions copyright, or a long credit line', () => {
    expect(copyrightHolder('Copyright lawyers for creators')).toBeNull();
    expect(
      copyrightHolder('© 2024 Designed and built with love by a team of people who care'),
    ).toBeNull();
    expect(copyrightHolder('Photo ©')).toBeNull();
  });

  it('derives brand names from the title, og:site_name and the domain', () => {
    const facts = makeFacts({
      meta: {
        title: 'Ledgerly — Invoicing for freelancers',
        openGraph: { site_name: 'Ledgerly App' },
      },
      finalUrl: 'https://www.ledgerly.co.uk/pricing',
    });
    expect(brandCandidates(facts)).toEqual(['ledgerly', 'ledgerly app', 'ledgerlyapp']);
  });
});
