/**
 * A hand-made landing page with flaws in every category, for the report and analyze tests
 * (no browser). Built only from the shared facts builders.
 */
import type { PageFacts } from '@heroscope/schema';
import {
  form,
  formField,
  heading,
  image,
  interactive,
  makeFacts,
  navigation,
  overlay,
  paintedColor,
  text,
} from '../audits/shared/test-facts.js';

export function flawedPageFacts(): PageFacts {
  const learn = interactive({
    id: 'cta-learn',
    text: 'Learn more',
    href: 'https://example.com/about',
    rect: { x: 100, y: 520, width: 180, height: 34 },
    backgroundColor: '#e5e7eb',
    color: '#9ca3af',
  });
  const contact = interactive({
    id: 'cta-contact',
    text: 'Contact us',
    href: 'https://example.com/contact',
    rect: { x: 300, y: 520, width: 180, height: 34 },
    backgroundColor: '#e5e7eb',
    color: '#9ca3af',
  });
  const navItems = [
    'Home',
    'Product',
    'Pricing',
    'Blog',
    'Careers',
    'Docs',
    'About',
    'Login',
    'Help',
  ].map((label, i) =>
    interactive({
      id: `nav-${i}`,
      text: label,
      href: `https://example.com/${label.toLowerCase()}`,
      buttonLike: false,
      region: 'nav',
      rect: { x: 300 + i * 100, y: 24, width: 80, height: 24 },
      backgroundColor: '#ffffff',
      fontSize: 14,
      fontWeight: 400,
    }),
  );
  const desktopTexts = [
    text({
      id: 'hl',
      tag: 'h1',
      text: 'Welcome',
      fontSize: 56,
      fontWeight: 700,
      fontFamily: '"Playfair Display", serif',
      rect: { x: 100, y: 200, width: 400, height: 70 },
    }),
    text({
      id: 'sub',
      text: 'We are a company that builds tools for small teams and freelancers.',
      fontSize: 20,
      fontFamily: 'Roboto, sans-serif',
      color: '#bbbbbb',
      rect: { x: 100, y: 300, width: 1200, height: 30 },
    }),
    text({
      id: 'body1',
      text: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.',
      fontFamily: 'Comic Sans MS',
      fontSize: 11,
      lineHeight: 11,
      rect: { x: 130, y: 380, width: 1250, height: 40 },
    }),
    text({
      id: 'feat1',
      tag: 'h2',
      text: 'Send invoices in one click',
      fontFamily: 'Georgia',
      fontSize: 32,
      rect: { x: 100, y: 1200, width: 600, height: 40 },
    }),
    text({
      id: 'feat2',
      tag: 'h2',
      text: 'Get paid twice as fast',
      fontFamily: 'Georgia',
      fontSize: 31,
      rect: { x: 100, y: 1800, width: 600, height: 40 },
    }),
    ...navItems.map((n) =>
      text({ text: n.text, interactiveId: n.id, region: 'nav', rect: n.rect, fontSize: 14 }),
    ),
    text({ text: learn.text, interactiveId: learn.id, rect: learn.rect, color: learn.color }),
    text({
      text: contact.text,
      interactiveId: contact.id,
      rect: contact.rect,
      color: contact.color,
    }),
  ];
  return makeFacts({
    finalUrl: 'http://example.com/',
    url: 'http://example.com',
    meta: { lang: null, description: null, openGraph: {}, favicon: null },
    consoleErrors: ['Uncaught TypeError: Cannot read properties of undefined'],
    failedRequests: [
      {
        url: 'https://example.com/missing.js',
        resourceType: 'script',
        status: 404,
        errorText: '',
        blockedByPolicy: false,
      },
    ],
    desktop: {
      documentHeight: 4200,
      screenshot: { dataUrl: 'data:image/jpeg;base64,AAAA', width: 1440, height: 4200 },
      texts: desktopTexts,
      headings: [
        heading({
          id: 'h-1',
          level: 1,
          text: 'Welcome',
          rect: desktopTexts[0]!.rect,
          fontSize: 56,
        }),
        heading({
          id: 'h-2',
          level: 3,
          text: 'Send invoices in one click',
          rect: desktopTexts[3]!.rect,
          fontSize: 32,
        }),
        heading({
          id: 'h-3',
          level: 3,
          text: 'Get paid twice as fast',
          rect: desktopTexts[4]!.rect,
          fontSize: 31,
        }),
        heading({
          id: 'h-4',
          level: 1,
          text: 'Our story',
          rect: { x: 100, y: 2600, width: 400, height: 40 },
          fontSize: 30,
        }),
      ],
      interactives: [...navItems, learn, contact],
      navigation: [navigation({ itemIds: navItems.map((n) => n.id) })],
      images: [
        image({
          id: 'hero-img',
          alt: null,
          naturalWidth: 250,
          naturalHeight: 200,
          loading: 'lazy',
        }),
      ],
      forms: [
        form({
          id: 'lead-form',
          aboveFold: false,
          rect: { x: 100, y: 2200, width: 600, height: 500 },
          submitText: 'Submit',
          fields: ['Name', 'Email', 'Phone', 'Company', 'Job title', 'Country', 'Budget'].map(
            (l, i) => formField({ name: `f${i}`, label: i === 2 ? null : l, required: i < 2 }),
          ),
        }),
      ],
      overlays: [
        overlay({ id: 'newsletter', viewportCoverage: 0.5, text: 'Subscribe to our newsletter' }),
      ],
      paintedColors: [
        paintedColor({ color: '#ffffff', area: 5_000_000, uses: ['background'] }),
        paintedColor({ color: '#111111', area: 200_000, uses: ['text'] }),
        paintedColor({ color: '#e5e7eb', area: 120_000, uses: ['button'] }),
        paintedColor({ color: '#ef4444', area: 90_000, uses: ['background'] }),
        paintedColor({ color: '#22c55e', area: 80_000, uses: ['background'] }),
        paintedColor({ color: '#3b82f6', area: 70_000, uses: ['icon'] }),
        paintedColor({ color: '#f59e0b', area: 60_000, uses: ['background'] }),
        paintedColor({ color: '#a855f7', area: 50_000, uses: ['border'] }),
        paintedColor({ color: '#ec4899', area: 40_000, uses: ['background'] }),
        paintedColor({ color: '#14b8a6', area: 30_000, uses: ['text'] }),
      ],
    },
    mobile: {
      documentWidth: 460,
      texts: [
        text({
          text: 'Welcome',
          fontSize: 40,
          fontWeight: 700,
          rect: { x: 16, y: 120, width: 300, height: 50 },
        }),
        text({
          text: 'Tiny footnote text that nobody can read',
          fontSize: 9,
          rect: { x: 16, y: 600, width: 300, height: 12 },
        }),
      ],
      interactives: [
        interactive({
          id: 'm-learn',
          text: 'Learn more',
          href: 'https://example.com/about',
          rect: { x: 16, y: 1200, width: 120, height: 30 },
        }),
      ],
    },
    mobileLayout: {
      layoutWidth: 390,
      scale: 1,
      visibleWidth: 390,
      visibleHeight: 844,
      horizontalOverflow: true,
      overflowPx: 70,
      smallTapTargets: [{ interactiveId: 'm-learn', width: 120, height: 20 }],
    },
  });
}
