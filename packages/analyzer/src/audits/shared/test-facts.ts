/**
 * Hand-made facts for audit tests (no browser). Every builder takes overrides, so a test states
 * only what matters to it: `makeFacts({ desktop: { texts: [text({ fontSize: 48 })] } })`.
 */
import type {
  FailedRequest,
  FormFact,
  FormField,
  Heading,
  ImageFact,
  Interactive,
  Meta,
  MobileFacts,
  Navigation,
  Overlay,
  PageFacts,
  PaintedColor,
  TextElement,
  ViewportFacts,
} from '@heroscope/schema';
import { VIEWPORTS } from '@heroscope/schema';

let seq = 0;
const nextId = (prefix: string) => `${prefix}${seq++}`;

export function text(o: Partial<TextElement> = {}): TextElement {
  const rect = o.rect ?? { x: 100, y: 200, width: 600, height: 30 };
  return {
    id: nextId('t'),
    tag: 'p',
    text: 'Some text',
    fontFamily: 'Inter',
    fontSize: 16,
    fontWeight: 400,
    lineHeight: 24,
    color: '#111111',
    backgroundColor: '#ffffff',
    backgroundUncertain: false,
    textAlign: 'left',
    textTransform: 'none',
    aboveFold: rect.y < 900,
    interactiveId: null,
    region: 'main',
    selector: 'main > p',
    ...o,
    rect,
  };
}

export function heading(o: Partial<Heading> = {}): Heading {
  return {
    id: nextId('h'),
    level: 1,
    text: 'Heading',
    rect: { x: 100, y: 150, width: 800, height: 60 },
    visible: true,
    fontSize: 48,
    selector: 'h1',
    ...o,
  };
}

export function interactive(o: Partial<Interactive> = {}): Interactive {
  const rect = o.rect ?? { x: 100, y: 400, width: 180, height: 48 };
  return {
    id: nextId('i'),
    kind: 'link',
    tag: 'a',
    text: 'Start free trial',
    accessibleName: o.text ?? 'Start free trial',
    href: 'https://example.com/signup',
    visible: true,
    aboveFold: rect.y < 900,
    buttonLike: true,
    backgroundColor: '#4f46e5',
    surroundingColor: '#ffffff',
    color: '#ffffff',
    fontSize: 16,
    fontWeight: 600,
    borderRadius: 8,
    region: 'main',
    selector: 'main a.cta',
    ...o,
    rect,
  };
}

/** A request that answered 404, as the page's own files do when one is missing. */
export function failedRequest(o: Partial<FailedRequest> = {}): FailedRequest {
  return {
    url: 'https://example.com/x',
    resourceType: 'image',
    status: 404,
    errorText: '',
    blockedByPolicy: false,
    ...o,
  };
}

export function image(o: Partial<ImageFact> = {}): ImageFact {
  const rect = o.rect ?? { x: 800, y: 150, width: 500, height: 400 };
  return {
    id: nextId('img'),
    src: 'https://example.com/hero.png',
    kind: 'img',
    alt: 'Product dashboard',
    decorative: false,
    naturalWidth: rect.width * 2,
    naturalHeight: rect.height * 2,
    loading: 'auto',
    aboveFold: rect.y < 900,
    visible: true,
    bytes: 80_000,
    inInteractiveId: null,
    selector: 'main img',
    ...o,
    rect,
  };
}

export function formField(o: Partial<FormField> = {}): FormField {
  return {
    id: nextId('f'),
    tag: 'input',
    type: 'email',
    name: 'email',
    label: 'Work email',
    placeholder: 'you@company.com',
    required: true,
    visible: true,
    rect: { x: 100, y: 500, width: 300, height: 44 },
    selector: 'form input',
    ...o,
  };
}

export function form(o: Partial<FormFact> = {}): FormFact {
  return {
    id: nextId('form'),
    rect: { x: 100, y: 480, width: 500, height: 80 },
    aboveFold: true,
    fields: [formField()],
    submitText: 'Get early access',
    selector: 'form',
    ...o,
  };
}

export function navigation(o: Partial<Navigation> = {}): Navigation {
  return {
    id: nextId('nav'),
    rect: { x: 0, y: 0, width: 1440, height: 72 },
    itemIds: [],
    collapsed: false,
    ...o,
  };
}

export function overlay(o: Partial<Overlay> = {}): Overlay {
  return {
    id: nextId('ov'),
    rect: { x: 320, y: 200, width: 800, height: 500 },
    viewportCoverage: 0.3,
    kind: 'dialog',
    text: 'Subscribe to our newsletter',
    selector: 'div.modal',
    ...o,
  };
}

/** A loading screen still up after the page settled: opaque, fixed, over the whole first screen. */
export function loadingScreen(o: Partial<Overlay> = {}): Overlay {
  return overlay({
    kind: 'fixed',
    viewportCoverage: 1,
    text: 'Loading…',
    opaque: true,
    rect: { x: 0, y: 0, width: 1440, height: 900 },
    selector: 'div#preloader',
    ...o,
  });
}

export function paintedColor(o: Partial<PaintedColor> = {}): PaintedColor {
  return {
    color: '#ffffff',
    area: 1_000_000,
    aboveFoldArea: 1_000_000,
    uses: ['background'],
    ...o,
  };
}

export function viewportFacts(
  name: 'desktop' | 'mobile',
  o: Partial<ViewportFacts> = {},
): ViewportFacts {
  const { width, height } = VIEWPORTS[name];
  return {
    viewport: { name, width, height },
    documentWidth: width,
    documentHeight: height * 3,
    screenshot: { dataUrl: 'data:image/jpeg;base64,', width, height: height * 3 },
    texts: [],
    headings: [],
    interactives: [],
    navigation: [],
    images: [],
    forms: [],
    overlays: [],
    paintedColors: [],
    pageBackground: '#ffffff',
    ...o,
  };
}

export function meta(o: Partial<Meta> = {}): Meta {
  return {
    title: 'Acme — Invoicing for freelancers',
    description: 'Send invoices in a minute and get paid twice as fast.',
    viewport: 'width=device-width, initial-scale=1',
    lang: 'en',
    charset: 'utf-8',
    canonical: 'https://example.com/',
    openGraph: { title: 'Acme', description: 'Invoicing', image: 'https://example.com/og.png' },
    twitter: {},
    favicon: 'https://example.com/favicon.ico',
    generator: null,
    ...o,
  };
}

export interface FactsOverrides extends Partial<
  Omit<PageFacts, 'desktop' | 'mobile' | 'meta' | 'mobileLayout'>
> {
  mobileLayout?: Partial<MobileFacts>;
  desktop?: Partial<ViewportFacts>;
  mobile?: Partial<ViewportFacts>;
  meta?: Partial<Meta>;
}

/** A complete, unremarkable page; override what the test is about. */
export function makeFacts(o: FactsOverrides = {}): PageFacts {
  const { desktop, mobile, meta: m, mobileLayout, ...rest } = o;
  return {
    url: 'https://example.com',
    finalUrl: 'https://example.com/',
    redirects: [],
    status: 200,
    collectedAt: '2026-01-01T00:00:00.000Z',
    mobileLayout: {
      layoutWidth: 390,
      scale: 1,
      visibleWidth: 390,
      visibleHeight: 844,
      horizontalOverflow: false,
      overflowPx: 0,
      smallTapTargets: [],
      ...mobileLayout,
    },
    axe: { violations: [], passes: [], incomplete: [] },
    performance: {
      ttfb: 120,
      domContentLoaded: 400,
      load: 800,
      lcp: {
        time: 900,
        size: 200_000,
        selector: 'h1',
        rect: { x: 100, y: 150, width: 800, height: 60 },
      },
      cls: 0.01,
      longTasks: { count: 0, totalBlockingTime: 0 },
      requests: { count: 20, transferBytes: 600_000, byType: {} as never },
    },
    consoleErrors: [],
    failedRequests: [],
    ...rest,
    meta: meta(m),
    desktop: viewportFacts('desktop', desktop),
    mobile: viewportFacts('mobile', mobile),
  };
}

/**
 * A desktop page of copy and first-screen buttons, for the audits that read the first screen's
 * words (placeholders, stand-ins): `copyPage([{ text: 'Lorem ipsum…', aboveFold: true }], ['Buy'])`.
 */
export function copyPage(
  texts: { text: string; aboveFold: boolean }[],
  buttons: string[] = [],
): PageFacts {
  return makeFacts({
    desktop: {
      texts: texts.map((t) => text(t)),
      interactives: buttons.map((b) => interactive({ text: b, aboveFold: true, visible: true })),
    },
  });
}

/** A recipe site's hero as a browser shows it without any stylesheet: default face, black, link blue. */
export function unstyledTexts(): TextElement[] {
  return [
    text({
      tag: 'h1',
      text: 'Quillmoor keeps your recipes in one place',
      fontFamily: 'Times New Roman',
      color: '#000000',
      fontSize: 32,
    }),
    text({
      text: 'Plan a week of meals in five minutes.',
      fontFamily: 'Times New Roman',
      color: '#000000',
    }),
    text({ tag: 'a', text: 'Start cooking', fontFamily: 'Times New Roman', color: '#0000ee' }),
  ];
}

/** That recipe site with its stylesheet answering 404: what a page left unstyled looks like. */
export function unstyledPage(): PageFacts {
  return makeFacts({
    desktop: { texts: unstyledTexts() },
    failedRequests: [
      failedRequest({
        url: 'https://quillmoor.example/assets/css/main.css',
        resourceType: 'stylesheet',
      }),
    ],
  });
}
