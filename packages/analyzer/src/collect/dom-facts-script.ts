import type {
  FormFact,
  Heading,
  ImageFact,
  Interactive,
  Meta,
  Navigation,
  Overlay,
  PaintedColor,
  Rect,
  TextElement,
} from '@heroscope/schema';

/**
 * The in-page half of the collect step: one function, run once per viewport inside the page, that
 * walks the DOM a single time and returns every fact the audits need. It is serialised into the
 * page, so it must stay self-contained: no imports at runtime, no closures over module scope.
 */

export interface DomFactsArgs {
  viewportWidth: number;
  viewportHeight: number;
  /** Cap for each list (texts, interactives, images …) so a huge page stays bounded. */
  maxItems: number;
  /** Requests that failed (4xx/5xx or a network error): background images among them painted nothing. */
  failedUrls: string[];
}

export interface DomFacts {
  documentWidth: number;
  documentHeight: number;
  /** The layout viewport's width in CSS px (the page's own 100vw). */
  layoutWidth: number;
  /** The zoom the page is shown at, and the CSS px of it on the first screen. */
  scale: number;
  visibleWidth: number;
  visibleHeight: number;
  texts: TextElement[];
  headings: Heading[];
  interactives: Interactive[];
  navigation: Navigation[];
  images: ImageFact[];
  forms: FormFact[];
  overlays: Overlay[];
  paintedColors: PaintedColor[];
  pageBackground: string;
  meta: Meta;
  smallTapTargets: Array<{ interactiveId: string; width: number; height: number }>;
  /** Which first-screen elements a capture of the screen can be read for (see screen-colours). */
  screenHints: {
    onTop: string[];
    uncertainSurround: string[];
    /** How each such control is shaped: padded like a button, and its border's colour if any. */
    shapes: Array<{ id: string; padded: boolean; border: string | null }>;
  };
}

type Region = TextElement['region'];
type Rgba = [number, number, number, number];
type PaintUse = PaintedColor['uses'][number];

export async function collectDomFacts(args: DomFactsArgs): Promise<DomFacts> {
  // A phone shrinks a page laid out wider than itself (no width=device-width, or content wider
  // than the layout): its first screen then holds more CSS px than the device has pixels, and
  // "above the fold" means that larger area.
  const vv = window.visualViewport;
  const scale = vv && vv.scale > 0 && vv.scale < 0.999 ? vv.scale : 1;
  const VW = scale < 1 ? vv!.width : args.viewportWidth;
  const VH = scale < 1 ? vv!.height : args.viewportHeight;
  const LIMIT = args.maxItems;
  const sx = window.scrollX;
  const sy = window.scrollY;
  const doc = document;
  const root = doc.documentElement;
  const body = doc.body ?? root;
  const documentWidth = Math.max(root.scrollWidth, body.scrollWidth);
  const documentHeight = Math.max(root.scrollHeight, body.scrollHeight);

  const r1 = (n: number) => Math.round(n * 10) / 10;
  const collapse = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const cap = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s);

  const styleCache = new Map<Element, CSSStyleDeclaration>();
  const cs = (el: Element) => {
    let s = styleCache.get(el);
    if (!s) {
      s = getComputedStyle(el);
      styleCache.set(el, s);
    }
    return s;
  };
  const rectCache = new Map<Element, DOMRect>();
  const clientRect = (el: Element) => {
    let r = rectCache.get(el);
    if (!r) {
      r = el.getBoundingClientRect();
      rectCache.set(el, r);
    }
    return r;
  };
  const toDoc = (
    r: DOMRect | { left: number; top: number; width: number; height: number },
  ): Rect => ({
    x: r1(r.left + sx),
    y: r1(r.top + sy),
    width: r1(r.width),
    height: r1(r.height),
  });
  const aboveFold = (r: Rect) => r.y < VH && r.y + r.height > 0 && r.height > 0;
  /**
   * What shows at the centre of the element's box: the element itself ('top'), the first element
   * over it that paints there (a banner, a layer), or null when the point cannot tell (off the
   * viewport, the page scrolled, an ancestor's box in front). A layer that paints nothing at that
   * point (a fixed overlay of grid lines, an empty click catcher) hides nothing, so it is looked
   * through, as the eye looks through it.
   */
  const shownAt = (
    el: Element,
    box: { left: number; top: number; width: number; height: number },
  ): 'top' | Element | null => {
    // The capture is of the viewport at the page's top (where settling leaves it).
    if (sx !== 0 || sy !== 0) return null;
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    if (cx < 0 || cy < 0 || cx >= window.innerWidth || cy >= window.innerHeight) return null;
    for (const hit of doc.elementsFromPoint(cx, cy)) {
      if (el.contains(hit)) return 'top';
      if (hit.contains(el)) return null;
      if (!paintsNothingAt(hit, cx, cy)) return hit;
    }
    return null;
  };
  /** Elements that paint content of their own (a picture, a frame, a control), whatever their style. */
  const REPLACED_CONTENT =
    'img, svg, video, canvas, iframe, object, embed, input, textarea, select';
  /** Nothing of the element shows at this point: no fill, content or border of its own there. */
  const paintsNothingAt = (h: Element, x: number, y: number) => {
    if (h.matches(REPLACED_CONTENT)) return false;
    if (ownText(h)) return false;
    const s = cs(h);
    if (paintsItself(s) || s.backdropFilter !== 'none' || s.boxShadow.includes('inset'))
      return false;
    for (const pseudo of ['::before', '::after']) {
      const p = getComputedStyle(h, pseudo);
      if (p.content !== 'none' && p.content !== 'normal' && paintsItself(p)) return false;
    }
    const r = clientRect(h);
    return (
      x >= r.left + parseFloat(s.borderLeftWidth) &&
      x < r.right - parseFloat(s.borderRightWidth) &&
      y >= r.top + parseFloat(s.borderTopWidth) &&
      y < r.bottom - parseFloat(s.borderBottomWidth)
    );
  };
  const screenHints: DomFacts['screenHints'] = { onTop: [], uncertainSurround: [], shapes: [] };
  const foldArea = (r: Rect) =>
    Math.max(0, Math.min(r.x + r.width, VW) - Math.max(r.x, 0)) *
    Math.max(0, Math.min(r.y + r.height, VH) - Math.max(r.y, 0));
  const pageArea = (r: Rect) =>
    Math.max(0, Math.min(r.x + r.width, documentWidth) - Math.max(r.x, 0)) *
    Math.max(0, Math.min(r.y + r.height, documentHeight) - Math.max(r.y, 0));

  // ---- colours -------------------------------------------------------------------------------
  const canvas = doc.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  const colorCache = new Map<string, Rgba>();
  const parseColor = (str: string): Rgba => {
    const hit = colorCache.get(str);
    if (hit) return hit;
    let c: Rgba = [0, 0, 0, 0];
    const m =
      /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+)(%?))?\s*\)$/.exec(str);
    if (m) {
      const a = m[4] === undefined ? 1 : Number(m[4]) / (m[5] ? 100 : 1);
      c = [Number(m[1]), Number(m[2]), Number(m[3]), a];
    } else if (str && str !== 'transparent' && ctx) {
      // Modern syntaxes (oklch, color(), lab …): let the canvas convert them to sRGB.
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = '#000';
      ctx.fillStyle = str;
      ctx.fillRect(0, 0, 1, 1);
      const d = ctx.getImageData(0, 0, 1, 1).data;
      c = [d[0]!, d[1]!, d[2]!, d[3]! / 255];
    }
    colorCache.set(str, c);
    return c;
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const a = top[3] + bottom[3] * (1 - top[3]);
    if (a <= 0) return [0, 0, 0, 0];
    const ch = (i: number) => (top[i]! * top[3] + bottom[i]! * bottom[3] * (1 - top[3])) / a;
    return [ch(0), ch(1), ch(2), a];
  };
  const WHITE: Rgba = [255, 255, 255, 1];
  const hex = (c: Rgba) =>
    '#' +
    [c[0], c[1], c[2]]
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('');
  const distance = (a: Rgba, b: Rgba) =>
    Math.sqrt((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2);
  const firstGradientColor = (bgImage: string): Rgba | null => {
    if (!/gradient\(/.test(bgImage)) return null;
    const m = /(rgba?\([^)]*\)|#[0-9a-f]{3,8}\b|oklch\([^)]*\)|color\([^)]*\))/i.exec(bgImage);
    return m ? parseColor(m[1]!) : null;
  };

  // Images that failed to load (a 404, an unreachable CDN): a background made only of those
  // shows its colour, so text over it is measured against that colour, not guessed (a white
  // headline on a white section whose photo is missing is unreadable, not "over an image").
  // The collector's network log is the one record of what failed: it knows which failures were
  // our own egress limits (answered 403/502 by our proxy), which must not count against the page.
  const failedImageUrls = new Set(args.failedUrls);
  const paintsImage = (bgImage: string): boolean => {
    if (bgImage === 'none' || bgImage === '') return false;
    if (/gradient\(/.test(bgImage)) return true;
    const urls = Array.from(bgImage.matchAll(/url\(["']?([^"')]+)["']?\)/g), (m) => m[1]!);
    return urls.length === 0 || urls.some((u) => !failedImageUrls.has(u));
  };

  interface Backdrop {
    color: Rgba;
    uncertain: boolean;
    /** The element whose opaque background ends the stack (null: the page canvas). */
    base: Element | null;
  }
  const backdropCache = new Map<Element, Backdrop>();
  const canvasColor = (): Rgba => {
    const h = parseColor(cs(root).backgroundColor);
    const b = parseColor(cs(body).backgroundColor);
    return over(h[3] > 0 ? h : b, WHITE);
  };
  const pageBg = canvasColor();
  const backdrop = (el: Element | null): Backdrop => {
    if (!el || el === root) return { color: pageBg, uncertain: false, base: null };
    const hit = backdropCache.get(el);
    if (hit) return hit;
    const s = cs(el);
    const own = parseColor(s.backgroundColor);
    const hasImage = paintsImage(s.backgroundImage);
    const gradient = firstGradientColor(s.backgroundImage);
    const mediaEl = el.localName === 'video' || el.localName === 'canvas';
    let result: Backdrop;
    if (el === body && cs(root).backgroundColor !== 'rgba(0, 0, 0, 0)' && own[3] > 0) {
      result = { color: over(own, pageBg), uncertain: hasImage, base: el };
    } else if (own[3] >= 0.999 && !gradient) {
      result = { color: own, uncertain: hasImage || mediaEl, base: el };
    } else {
      const below = backdrop(el.parentElement);
      let color = own[3] > 0 ? over(own, below.color) : below.color;
      if (gradient) color = over(gradient, color);
      result = { color, uncertain: below.uncertain || hasImage || mediaEl, base: below.base };
    }
    backdropCache.set(el, result);
    return result;
  };

  // ---- element helpers ------------------------------------------------------------------------
  const idCounts = new Map<string, number>();
  for (const el of Array.from(doc.querySelectorAll('[id]')))
    idCounts.set(el.id, (idCounts.get(el.id) ?? 0) + 1);
  const selectorCache = new Map<Element, string>();
  const selectorOf = (el: Element): string => {
    const hit = selectorCache.get(el);
    if (hit) return hit;
    const parts: string[] = [];
    let cur: Element | null = el;
    let depth = 0;
    while (cur && cur !== root && depth < 7) {
      if (cur.id && idCounts.get(cur.id) === 1 && /^[A-Za-z][\w-]*$/.test(cur.id)) {
        parts.unshift(`#${cur.id}`);
        break;
      }
      let part = cur.localName;
      const parent: Element | null = cur.parentElement;
      if (parent && cur !== body) {
        const same = Array.from(parent.children).filter((c) => c.localName === cur!.localName);
        if (same.length > 1) part += `:nth-of-type(${same.indexOf(cur) + 1})`;
      }
      parts.unshift(part);
      cur = parent;
      depth++;
    }
    const sel = parts.join(' > ');
    selectorCache.set(el, sel);
    return sel;
  };

  const regionCache = new Map<Element, Region>();
  const regionOf = (el: Element | null): Region => {
    if (!el || el === root) return 'other';
    const hit = regionCache.get(el);
    if (hit) return hit;
    const tag = el.localName;
    const role = el.getAttribute('role');
    let region: Region | null = null;
    if (tag === 'nav' || role === 'navigation') region = 'nav';
    else if (tag === 'header' || role === 'banner') region = 'header';
    else if (tag === 'main' || role === 'main') region = 'main';
    else if (tag === 'footer' || role === 'contentinfo') region = 'footer';
    else if (tag === 'aside' || role === 'complementary') region = 'aside';
    const out = region ?? regionOf(el.parentElement);
    regionCache.set(el, out);
    return out;
  };

  const clippedCache = new Map<Element, boolean>();
  /** Inside an ancestor that clips to nothing (collapsed accordion, sr-only wrapper). */
  const clippedAway = (el: Element | null): boolean => {
    if (!el || el === root || el === body) return false;
    const hit = clippedCache.get(el);
    if (hit !== undefined) return hit;
    const s = cs(el);
    const r = clientRect(el);
    let out = false;
    if (s.overflow !== 'visible' && (r.width < 2 || r.height < 2)) out = true;
    else if (s.clip === 'rect(0px, 0px, 0px, 0px)' || s.clipPath === 'inset(50%)') out = true;
    else out = clippedAway(el.parentElement);
    clippedCache.set(el, out);
    return out;
  };
  /**
   * Wholly outside the box of an ancestor that clips its overflow: a carousel's next slide, a
   * menu item past a fixed-height bar, a headline slid out of its mask. Such an element has a
   * size and a place, but no pixel of it shows. Only ancestors that clip it count: an absolutely
   * positioned element escapes the ones between it and its containing block, a fixed one all.
   */
  const clippedOutside = (el: Element, r: DOMRect): boolean => {
    let position = cs(el).position;
    for (let a = el.parentElement; a && a !== body && a !== root; a = a.parentElement) {
      if (position === 'fixed') return false;
      const s = cs(a);
      if (position === 'absolute' && s.position === 'static' && s.transform === 'none') continue;
      const clipsX = s.overflowX !== 'visible';
      const clipsY = s.overflowY !== 'visible';
      if (clipsX || clipsY) {
        const box = clientRect(a);
        if (
          (clipsX && (r.right <= box.left || r.left >= box.right)) ||
          (clipsY && (r.bottom <= box.top || r.top >= box.bottom))
        )
          return true;
      }
      position = s.position;
    }
    return false;
  };
  const visibleCache = new Map<Element, boolean>();
  const isVisible = (el: Element, r: DOMRect = clientRect(el)): boolean => {
    const hit = visibleCache.get(el);
    if (hit !== undefined) return hit;
    let v =
      r.width >= 1 &&
      r.height >= 1 &&
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      !clippedAway(el) &&
      !clippedOutside(el, r);
    if (v) {
      const left = r.left + sx;
      const top = r.top + sy;
      v = left + r.width > 0 && top + r.height > 0 && left < documentWidth && top < documentHeight;
    }
    visibleCache.set(el, v);
    return v;
  };

  // ---- interactives (ids first: texts and images refer to them) -------------------------------
  const INTERACTIVE_SELECTOR =
    'a[href], button, input[type=submit], input[type=button], input[type=image], input[type=reset], [role=button], [role=link], summary';
  /**
   * A link without an address that a script opens (<a class="btn js-popup-register">Invest</a>)
   * is a control to the visitor all the same: its stylesheet gives it the hand cursor.
   */
  const SCRIPTED_LINK_SELECTOR = 'a:not([href])';
  const interactiveEls = Array.from(
    doc.querySelectorAll(`${INTERACTIVE_SELECTOR}, ${SCRIPTED_LINK_SELECTOR}`),
  )
    .filter((el) => el.localName !== 'a' || el.hasAttribute('href') || cs(el).cursor === 'pointer')
    .slice(0, LIMIT);
  const interactiveId = new Map<Element, string>();
  interactiveEls.forEach((el, i) => interactiveId.set(el, `i${i}`));
  const closestInteractive = (el: Element | null): string | null => {
    for (let cur = el; cur && cur !== root; cur = cur.parentElement) {
      const id = interactiveId.get(cur);
      if (id) return id;
    }
    return null;
  };
  const textOfIds = (ids: string) =>
    collapse(
      ids
        .split(/\s+/)
        .map((id) => doc.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
  const accessibleName = (el: Element): string => {
    const labelledby = el.getAttribute('aria-labelledby');
    if (labelledby) {
      const t = textOfIds(labelledby);
      if (t) return t;
    }
    const aria = collapse(el.getAttribute('aria-label'));
    if (aria) return aria;
    if (el instanceof HTMLInputElement) {
      if (el.type === 'image') return collapse(el.alt) || collapse(el.value);
      if (['submit', 'button', 'reset'].includes(el.type))
        return (
          collapse(el.value) ||
          (el.type === 'submit' ? 'Submit' : el.type === 'reset' ? 'Reset' : '')
        );
    }
    const parts: string[] = [];
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
      else if (node instanceof Element) {
        if (node.getAttribute('aria-hidden') === 'true') return;
        if (node instanceof HTMLImageElement) parts.push(` ${node.alt ?? ''} `);
        else if (node.localName === 'svg') {
          const t = node.getAttribute('aria-label') ?? node.querySelector('title')?.textContent;
          if (t) parts.push(` ${t} `);
        } else {
          const label = node.getAttribute('aria-label');
          if (label && node !== el) parts.push(` ${label} `);
          else if (node instanceof HTMLElement && node !== el && cs(node).display === 'none')
            return;
          else node.childNodes.forEach(walk);
          if (node instanceof HTMLElement && node !== el && cs(node).display !== 'inline')
            parts.push(' ');
        }
      }
    };
    walk(el);
    const fromContent = collapse(parts.join(''));
    if (fromContent) return fromContent;
    return collapse(el.getAttribute('title'));
  };

  /** Anchors that mean the top of the page: a logo's way home when it is on the home page. */
  const TOP_ANCHOR = /^(?:#(?:top|home|page-top))?$/i;
  const here = new URL(doc.URL);
  // '/' and '/index.html' are one page.
  const path = (u: URL) => u.pathname.replace(/\/index\.(?:html?|php)$/i, '/');
  const linksToThisPage = (href: string): boolean => {
    try {
      const to = new URL(href);
      return (
        to.origin === here.origin &&
        path(to) === path(here) &&
        to.search === here.search &&
        TOP_ANCHOR.test(to.hash)
      );
    } catch {
      return false;
    }
  };

  const paddedBox = (s: CSSStyleDeclaration, r: DOMRect, fontSize: number) =>
    (parseFloat(s.paddingLeft) + parseFloat(s.paddingRight) >= 12 &&
      parseFloat(s.paddingTop) + parseFloat(s.paddingBottom) >= 4) ||
    (r.height >= fontSize * 1.8 && r.width >= 44);
  /** Text of the element's own, not its children's. */
  const ownText = (e: Element) =>
    Array.from(e.childNodes).some((c) => c.nodeType === 3 && (c.textContent ?? '').trim() !== '');
  /** The element paints a box of its own: a visible background colour or image. */
  const paintsItself = (s: CSSStyleDeclaration) =>
    parseColor(s.backgroundColor)[3] > 0.05 || s.backgroundImage !== 'none';
  /** The colours of a border drawn on all four sides, or null when a side has none. */
  const fullBorder = (s: CSSStyleDeclaration): Rgba[] | null => {
    const sides = (['top', 'right', 'bottom', 'left'] as const).map((side) => ({
      width: parseFloat(s.getPropertyValue(`border-${side}-width`)),
      style: s.getPropertyValue(`border-${side}-style`),
      color: parseColor(s.getPropertyValue(`border-${side}-color`)),
    }));
    return sides.every((b) => b.width >= 1 && b.style !== 'none' && b.color[3] > 0.3)
      ? sides.map((b) => b.color)
      : null;
  };
  /**
   * Over a photo or a video the colour behind a box is only a guess (Backdrop.uncertain), so a
   * border or a fill cannot be judged by its distance from that guess: an outlined or a solid
   * box on a photo reads as a button (Bootstrap's .btn-outline-light on a hero image).
   */
  const borderVisible = (border: Rgba[] | null, against: Backdrop) =>
    border !== null &&
    (against.uncertain ||
      border.every((color) => distance(over(color, against.color), against.color) > 25));
  const SOLID_ON_PHOTO = 0.5;
  /**
   * A <button> the page painted itself: the browser's own grey, outset button is what a failed
   * stylesheet leaves (a carousel's bare 'Previous' and 'Next'), not a call to action.
   */
  const nativeButton = (el: Element) => {
    const isButton =
      el.localName === 'button' ||
      (el instanceof HTMLInputElement && ['submit', 'button', 'reset'].includes(el.type));
    if (!isButton) return false;
    const s = cs(el);
    return !(s.backgroundColor === 'rgb(239, 239, 239)' && s.borderTopStyle === 'outset');
  };

  /** How an element is painted: its fill over what is behind it, and whether that reads as a button. */
  const paintOf = (el: Element) => {
    const s = cs(el);
    const r = clientRect(el);
    const behind = backdrop(el.parentElement);
    const surround = behind.color;
    const own = parseColor(s.backgroundColor);
    const gradient = firstGradientColor(s.backgroundImage);
    let fill = own[3] > 0 ? over(own, surround) : surround;
    if (gradient) fill = over(gradient, fill);
    const fontSize = parseFloat(s.fontSize) || 16;
    const filled =
      (own[3] > 0.1 || gradient !== null) &&
      (distance(fill, surround) > 25 ||
        (behind.uncertain && (own[3] >= SOLID_ON_PHOTO || gradient !== null)));
    // A <button> is a button by what it is, however little padding it has: a small filled
    // <button> left with the browser's own padding (its stylesheet failed) still reads as one.
    // An inline box on one line paints its padding as a block would (a hand-written <a
    // class="btn"> never given a display, a theme's padded <span> around its link); one that
    // wraps is a run of highlighted words, not a button.
    const boxed = s.display !== 'inline' || el.getClientRects().length === 1;
    const padded = boxed && (paddedBox(s, r, fontSize) || nativeButton(el));
    // Only a padded box can read as a button: no border to read on anything else.
    const border = padded ? fullBorder(s) : null;
    const buttonLike = padded && (filled || borderVisible(border, behind));
    return { s, r, surround, fill, fontSize, buttonLike, padded, border };
  };
  /**
   * A link whose only content is one painted box (MVP.css's <a><b>Download</b></a>, a <span
   * class="btn"> inside an <a>) shows that box as its button: the face a visitor sees and clicks.
   */
  const buttonFaceOf = (el: Element): Element | null => {
    const kids = Array.from(el.children).filter((k) => cs(k).display !== 'none');
    if (kids.length !== 1) return null;
    const face = kids[0]!;
    if (interactiveId.has(face) || ownText(el)) return null;
    return face;
  };

  /**
   * The other way round: a painted box whose one control is this link, with little else in it
   * (<div class="button"><a>BUY NOW</a><p>With PayPal</p></div>), is the
   * button a visitor sees and clicks, not a card that happens to hold a link.
   */
  const BOX_MAX_HEIGHT = 120;
  const BOX_MAX_TEXT = 60;
  const buttonBoxOf = (el: Element, r: DOMRect): Element | null => {
    // A link in a plain wrapper, outside the menu: an accordion's <summary> in its <details>, a
    // menu entry in its highlighted <li> or the current page's tab is not a call to action.
    if (el.localName !== 'a' || el.closest('nav') || el.hasAttribute('aria-current')) return null;
    const box = el.parentElement;
    if (!box || !['div', 'span', 'p'].includes(box.localName) || interactiveId.has(box))
      return null;
    // Cheapest tests first: a row of a hundred links in one <p> fails on its size or its text
    // before its controls are counted.
    const b = clientRect(box);
    if (b.height > BOX_MAX_HEIGHT || b.height > r.height * 3 || r.width < b.width * 0.3)
      return null;
    if (collapse(box.innerText).length > BOX_MAX_TEXT) return null;
    if (Array.from(box.querySelectorAll(INTERACTIVE_SELECTOR)).some((c) => c !== el)) return null;
    return box;
  };

  /** The paint each interactive was judged by (its own, its face's or its box's), by index. */
  const paints: ReturnType<typeof paintOf>[] = [];
  const interactives: Interactive[] = interactiveEls.map((el) => {
    let paint = paintOf(el);
    if (!paint.buttonLike) {
      const face = buttonFaceOf(el);
      const facePaint = face ? paintOf(face) : null;
      if (facePaint?.buttonLike) paint = facePaint;
    }
    if (!paint.buttonLike) {
      const box = buttonBoxOf(el, paint.r);
      const boxPaint = box ? paintOf(box) : null;
      if (boxPaint?.buttonLike) paint = boxPaint;
    }
    paints.push(paint);
    const { s, r, surround, fill, fontSize, buttonLike } = paint;
    const rect = toDoc(r);
    const tag = el.localName;
    const role = el.getAttribute('role');
    const kind: Interactive['kind'] =
      role === 'button' || (tag !== 'a' && role !== 'link') ? 'button' : 'link';
    const text =
      el instanceof HTMLInputElement
        ? collapse(el.value)
        : collapse(el instanceof HTMLElement ? el.innerText : el.textContent);
    const href = el instanceof HTMLAnchorElement && el.hasAttribute('href') ? el.href : null;
    // A bare '#' is a link left without its target (templates' buttons), not a way home.
    const selfLink =
      href !== null && el.getAttribute('href')?.trim() !== '#' && linksToThisPage(href);
    return {
      id: interactiveId.get(el)!,
      kind,
      tag,
      text: cap(text, 500),
      accessibleName: cap(accessibleName(el), 500),
      href,
      rect,
      visible: isVisible(el, r),
      aboveFold: aboveFold(rect),
      buttonLike,
      backgroundColor: hex(fill),
      surroundingColor: hex(surround),
      color: hex(over(parseColor(s.color), fill)),
      fontSize: r1(fontSize),
      fontWeight: parseInt(s.fontWeight, 10) || 400,
      borderRadius: r1(
        s.borderTopLeftRadius.endsWith('%')
          ? (parseFloat(s.borderTopLeftRadius) / 100) * Math.min(r.width, r.height)
          : parseFloat(s.borderTopLeftRadius) || 0,
      ),
      region: regionOf(el),
      selector: selectorOf(el),
      ...(selfLink ? { selfLink } : {}),
    };
  });
  const interactiveById = new Map(interactives.map((i) => [i.id, i]));

  // ---- one walk over the rendered element tree ------------------------------------------------
  interface MediaBox {
    el: Element;
    rect: Rect;
  }
  const media: MediaBox[] = [];
  /**
   * Whether a picture (an image, a video, a large inline SVG) other than the element's own is
   * drawn at the centre of its box, within the painted layer `base` that ends its backdrop.
   */
  const overMedia = (el: Element, rect: Rect, base: Element | null) => {
    const cx = rect.x + rect.width / 2;
    const cy = rect.y + rect.height / 2;
    return media.some(
      (m) =>
        m.el !== el &&
        !m.el.contains(el) &&
        !el.contains(m.el) &&
        (base === null || base.contains(m.el)) &&
        cx >= m.rect.x &&
        cx <= m.rect.x + m.rect.width &&
        cy >= m.rect.y &&
        cy <= m.rect.y + m.rect.height,
    );
  };
  const imageEntries: Array<{ el: Element; fact: Omit<ImageFact, 'id'> }> = [];
  const overlayEls: Element[] = [];
  const paint = new Map<string, { area: number; fold: number; uses: Set<PaintUse> }>();
  const addPaint = (color: string, area: number, fold: number, use: PaintUse) => {
    let p = paint.get(color);
    if (!p) {
      p = { area: 0, fold: 0, uses: new Set() };
      paint.set(color, p);
    }
    p.area += area;
    p.fold += fold;
    if (area > 0 && !(use === 'background' && area < 0)) p.uses.add(use);
  };
  // Backgrounds paint over their ancestors' backgrounds: credit the child, debit the ancestor.
  const paintOwner = new Map<Element, string>();
  const pageBgHex = hex(pageBg);
  const SKIP = new Set([
    'script',
    'style',
    'noscript',
    'template',
    'head',
    'meta',
    'link',
    'title',
  ]);
  const resolveUrl = (u: string) => {
    try {
      return new URL(u, doc.baseURI).href;
    } catch {
      return u;
    }
  };
  const isDecorative = (el: Element) =>
    ['presentation', 'none'].includes(el.getAttribute('role') ?? '') ||
    el.closest('[aria-hidden="true"]') !== null;

  const walker = doc.createTreeWalker(body, NodeFilter.SHOW_ELEMENT, {
    acceptNode(node) {
      const el = node as Element;
      if (SKIP.has(el.localName)) return NodeFilter.FILTER_REJECT;
      if (el.parentElement instanceof SVGElement) return NodeFilter.FILTER_REJECT;
      if (cs(el).display === 'none') return NodeFilter.FILTER_REJECT;
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  const backgroundNatural: Array<{ index: number; url: string }> = [];
  let visited = 0;
  for (let node: Node | null = body; node && visited < 20000; node = walker.nextNode()) {
    visited++;
    const el = node as Element;
    const s = cs(el);
    const r = clientRect(el);
    const visible = isVisible(el, r);
    const rect = toDoc(r);
    const pos = s.position;
    if (
      (pos === 'fixed' ||
        pos === 'sticky' ||
        el.matches('dialog[open], [role=dialog], [role=alertdialog], [aria-modal=true]')) &&
      visible
    )
      if (!overlayEls.some((o) => o.contains(el))) overlayEls.push(el);
    if (!visible) continue;
    const area = pageArea(rect);
    const fold = foldArea(rect);

    // painted colours
    const own = parseColor(s.backgroundColor);
    if (own[3] > 0.05 && el !== body) {
      const color = hex(backdrop(el).color);
      const isButton =
        interactiveId.has(el) && interactiveById.get(interactiveId.get(el)!)?.buttonLike;
      addPaint(color, area, fold, isButton ? 'button' : 'background');
      paintOwner.set(el, color);
      let parentOwner: string = pageBgHex;
      for (let p = el.parentElement; p && p !== root; p = p.parentElement) {
        const o = paintOwner.get(p);
        if (o) {
          parentOwner = o;
          break;
        }
      }
      const pp = paint.get(parentOwner);
      if (pp) {
        pp.area -= area;
        pp.fold -= fold;
      } else addPaint(parentOwner, -area, -fold, 'background');
    }
    for (const side of ['top', 'right', 'bottom', 'left'] as const) {
      const w = parseFloat(s.getPropertyValue(`border-${side}-width`));
      if (!(w >= 1) || s.getPropertyValue(`border-${side}-style`) === 'none') continue;
      const c = parseColor(s.getPropertyValue(`border-${side}-color`));
      if (c[3] < 0.3) continue;
      const len = side === 'top' || side === 'bottom' ? rect.width : rect.height;
      const ratio = rect.width * rect.height > 0 ? fold / (rect.width * rect.height) : 0;
      addPaint(hex(over(c, backdrop(el).color)), w * len, w * len * ratio, 'border');
    }

    // images
    const tag = el.localName;
    const inInteractiveId = closestInteractive(el);
    const base = {
      rect,
      aboveFold: aboveFold(rect),
      visible: true,
      bytes: null,
      inInteractiveId,
      selector: selectorOf(el),
    };
    if (el instanceof HTMLImageElement) {
      const loading = el.getAttribute('loading');
      imageEntries.push({
        el,
        fact: {
          ...base,
          src: el.currentSrc || el.src,
          kind: el.parentElement?.localName === 'picture' ? 'picture' : 'img',
          alt: el.getAttribute('alt'),
          decorative: isDecorative(el),
          naturalWidth: el.naturalWidth,
          naturalHeight: el.naturalHeight,
          loading: loading === 'lazy' || loading === 'eager' ? loading : 'auto',
        },
      });
      media.push({ el, rect });
    } else if (tag === 'svg' && rect.width >= 12 && rect.height >= 12) {
      const svg = el as SVGSVGElement;
      const title = el.querySelector(':scope > title')?.textContent;
      const labelledby = el.getAttribute('aria-labelledby');
      const alt =
        collapse(el.getAttribute('aria-label')) ||
        (labelledby ? textOfIds(labelledby) : '') ||
        collapse(title);
      const vb = svg.viewBox?.baseVal;
      // A large inline SVG is a picture like any other: text over it has no one background colour.
      if (rect.width * rect.height >= 10000) media.push({ el, rect });
      imageEntries.push({
        el,
        fact: {
          ...base,
          src: '',
          kind: 'svg',
          alt: alt || null,
          decorative: isDecorative(el),
          naturalWidth: vb && vb.width ? vb.width : rect.width,
          naturalHeight: vb && vb.height ? vb.height : rect.height,
          loading: 'auto',
        },
      });
      const shape = el.querySelector('path, circle, rect, polygon, ellipse, line, polyline') ?? el;
      const ss = cs(shape);
      const fillC =
        ss.fill && ss.fill !== 'none' ? parseColor(ss.fill) : parseColor(ss.stroke || 'none');
      if (fillC[3] > 0.3)
        addPaint(
          hex(over(fillC, backdrop(el.parentElement).color)),
          area * 0.5,
          fold * 0.5,
          'icon',
        );
    } else if (el instanceof HTMLVideoElement) {
      imageEntries.push({
        el,
        fact: {
          ...base,
          src: el.poster ? resolveUrl(el.poster) : el.currentSrc || el.src,
          kind: 'video',
          alt: collapse(el.getAttribute('aria-label')) || null,
          decorative: isDecorative(el),
          naturalWidth: el.videoWidth,
          naturalHeight: el.videoHeight,
          loading: 'auto',
        },
      });
      media.push({ el, rect });
    } else if (tag === 'canvas' && rect.width * rect.height >= 10000) {
      media.push({ el, rect });
    }
    if (s.backgroundImage.includes('url(') && rect.width >= 100 && rect.height >= 80) {
      // The first url() of the layers, read as a CSS token: a quoted data: URI holds quotes, brackets
      // and url() references of its own (an SVG noise filter's url(#n)), which a search for any
      // url( … ) would take for the picture.
      const from = s.backgroundImage.indexOf('url(');
      const m = /^url\(\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([^"'()\s]+))\s*\)/.exec(
        s.backgroundImage.slice(from),
      );
      if (m) {
        const url = resolveUrl((m[1] ?? m[2] ?? m[3]!).replace(/\\(.)/g, '$1'));
        backgroundNatural.push({ index: imageEntries.length, url });
        const roleImg = el.getAttribute('role') === 'img';
        imageEntries.push({
          el,
          fact: {
            ...base,
            src: url,
            kind: 'background',
            alt: roleImg ? collapse(el.getAttribute('aria-label')) || null : null,
            // A CSS background is presentation unless the author gave it role="img".
            decorative: !roleImg || isDecorative(el),
            naturalWidth: 0,
            naturalHeight: 0,
            loading: 'auto',
          },
        });
        media.push({ el, rect });
      }
    }
    if (imageEntries.length > LIMIT) imageEntries.length = LIMIT;
  }

  // Natural size of CSS backgrounds: they are in the cache, so decoding them is quick.
  await Promise.all(
    backgroundNatural.map(
      ({ index, url }) =>
        new Promise<void>((resolve) => {
          const entry = imageEntries[index];
          if (!entry) return resolve();
          const img = new Image();
          const done = () => {
            entry.fact.naturalWidth = img.naturalWidth;
            entry.fact.naturalHeight = img.naturalHeight;
            resolve();
          };
          img.onload = done;
          img.onerror = done;
          setTimeout(done, 300);
          img.src = url;
        }),
    ),
  );
  const images: ImageFact[] = imageEntries.map((e, i) => ({ id: `img${i}`, ...e.fact }));

  // ---- texts -----------------------------------------------------------------------------------
  const inlineDisplay = (el: Element) => {
    const d = cs(el).display;
    return d === 'inline' || d === 'contents';
  };
  const ownerCache = new Map<Element, Element>();
  const ownerOf = (el: Element): Element => {
    const hit = ownerCache.get(el);
    if (hit) return hit;
    // Inside a heading or paragraph, an inline-block highlight ("make it <span class=pill>
    // conversion-friendly</span>") sits on the same line and is read as part of the sentence.
    const inLine = (e: Element) =>
      inlineDisplay(e) ||
      (/^inline-(block|flex|grid)$/.test(cs(e).display) &&
        e.parentElement?.closest('h1, h2, h3, h4, h5, h6, p') != null);
    let cur = el;
    while (cur.parentElement && cur !== body && inLine(cur) && !interactiveId.has(cur))
      cur = cur.parentElement;
    // A heading is one text whatever its parts' display: its lines set as blocks (to animate
    // them one by one) still make one headline, as its accessible name does. A link or button
    // inside it stays its own text.
    const heading = cur.closest('h1, h2, h3, h4, h5, h6');
    if (heading) {
      let free = true;
      let subtitle: Element | null = null;
      for (let e: Element | null = el; e && e !== heading; e = e.parentElement) {
        if (interactiveId.has(e)) free = false;
        if (subtitleIn(e, heading)) subtitle = e;
      }
      if (free) cur = subtitle ?? heading;
    }
    ownerCache.set(el, cur);
    return cur;
  };
  /**
   * A heading's subtitle set in smaller type inside it (Bootstrap's <h1>Title <small>what it
   * is</small></h1>, a line under a <br> at two thirds of the size) is read as a line of its
   * own, as visitors read it: not as more words of the headline.
   */
  const SUBTITLE_MAX_RATIO = 0.75;
  const SUBTITLE_MIN_WORDS = 3;
  const subtitleIn = (e: Element, heading: Element): boolean => {
    const size = parseFloat(cs(e).fontSize);
    const headingSize = parseFloat(cs(heading).fontSize);
    if (!(size < headingSize)) return false;
    if ((e.textContent ?? '').trim().split(/\s+/).length < SUBTITLE_MIN_WORDS) return false;
    if (e.localName === 'small') return true;
    if (size > headingSize * SUBTITLE_MAX_RATIO) return false;
    const before = e.previousElementSibling;
    return before?.localName === 'br' || !cs(e).display.startsWith('inline');
  };
  interface Owner {
    el: Element;
    parts: string[];
    own: boolean;
    nodes: Node[];
    /** Its words set in a code element of its own, with the spaces between them. */
    code: string[];
  }
  const owners = new Map<Element, Owner>();
  const addText = (el: Element, text: string, node: Node | null, own: boolean) => {
    let o = owners.get(el);
    if (!o) {
      o = { el, parts: [], own: false, nodes: [], code: [] };
      owners.set(el, o);
    }
    o.parts.push(text);
    if (own) o.own = true;
    if (node) o.nodes.push(node);
  };
  // An install line's snippet, not a code element around the whole text.
  const inOwnCode = (parent: Element, owner: Element): boolean => {
    const code = parent.closest('code, kbd, samp, pre');
    return !!code && owner.contains(code);
  };
  /** Inline links inside running text: exempt from the tap-target rule (WCAG 2.5.8 "inline"). */
  const inlineInText = new Set<Element>();
  const textWalker = doc.createTreeWalker(body, NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      const p = node.parentElement;
      if (!p || SKIP.has(p.localName) || p.closest('svg, [hidden]'))
        return NodeFilter.FILTER_REJECT;
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  // A line break, or a box that is not inline (a block, flex item, table cell …), between this
  // text and the previous text of the same owner separates their words on screen even when the
  // markup has no space there ("Hello<div>…</div>world").
  const breaksBefore = (node: Node, owner: Element): boolean => {
    let n: Node = node;
    while (n !== owner && !n.previousSibling && n.parentNode) n = n.parentNode;
    const prev = n === owner ? null : n.previousSibling;
    if (!(prev instanceof Element)) return false;
    if (prev.localName === 'br') return true;
    const d = cs(prev).display;
    return d !== 'none' && d !== 'contents' && !d.startsWith('inline');
  };
  let textCount = 0;
  for (let node = textWalker.nextNode(); node && textCount < 20000; node = textWalker.nextNode()) {
    const parent = node.parentElement!;
    if (cs(parent).display === 'none') continue;
    // Words for screen readers only (an sr-only copy of a typed or animated word) are not on
    // the screen: read into their heading, they doubled it ("No Google.Google.").
    if (/\S/.test(node.textContent ?? '') && clippedAway(parent)) continue;
    const owner = ownerOf(parent);
    const raw = node.textContent ?? '';
    // Whitespace between two inline elements ("<span>make it</span> <span>…</span>") is a space
    // on screen: it joins the owner's words but is no text of its own (no box, not "own").
    if (!/\S/.test(raw)) {
      const o = owners.get(owner);
      if (o) {
        o.parts.push(' ');
        // Highlighted code keeps its spaces between tokens ("<link rel=…" read as "<linkrel=…").
        if (inOwnCode(parent, owner)) o.code.push(' ');
      }
      continue;
    }
    textCount++;
    const text = (breaksBefore(node, owner) ? ' ' : '') + raw;
    addText(owner, text, node, true);
    if (inOwnCode(parent, owner)) owners.get(owner)!.code.push(text);
    if (interactiveId.has(owner) && inlineDisplay(owner) && owner.parentElement) {
      const block = ownerOf(owner.parentElement);
      addText(block, text, null, false);
    }
  }
  for (const o of owners.values()) {
    if (!o.own) continue;
    for (const child of Array.from(o.el.querySelectorAll('a[href]')))
      if (inlineDisplay(child) && interactiveId.has(child)) inlineInText.add(child);
  }
  for (const el of interactiveEls)
    if (
      el instanceof HTMLInputElement &&
      el.value &&
      ['submit', 'button', 'reset'].includes(el.type)
    )
      addText(el, el.value, null, true);
  /**
   * Where a mark drawn by `::before` in front of an element's words begins (viewport px), or
   * null: an empty or invisible pseudo-element, or one that is not to the left of the words.
   * In flow it starts at the content box; positioned, at its own left offset in the padding box.
   */
  const leadingMarkLeft = (el: Element, s: CSSStyleDeclaration, wordsLeft: number) => {
    const b = getComputedStyle(el, '::before');
    if (b.content === 'none' || b.content === 'normal' || b.display === 'none') return null;
    if (b.visibility !== 'visible' || parseFloat(b.opacity) === 0) return null;
    const drawn =
      b.content !== '""' ||
      parseColor(b.backgroundColor)[3] > 0.05 ||
      b.backgroundImage !== 'none' ||
      (parseFloat(b.borderTopWidth) >= 1 && parseColor(b.borderTopColor)[3] > 0.05);
    if (!drawn) return null;
    const r = clientRect(el);
    const paddingLeft = r.left + (parseFloat(s.borderLeftWidth) || 0);
    let left: number;
    if (b.position === 'absolute') {
      if (s.position === 'static') return null;
      const offset = parseFloat(b.left);
      if (!Number.isFinite(offset)) return null;
      left = paddingLeft + offset;
    } else if (b.position === 'static' || b.position === 'relative') {
      if (b.float !== 'none' || !['inline', 'inline-block', 'inline-flex'].includes(b.display))
        return null;
      left = paddingLeft + (parseFloat(s.paddingLeft) || 0);
    } else return null;
    const width = parseFloat(b.width);
    // A mark sits right before the words, within a few ems: further off it is a layout of its own.
    const fontSize = parseFloat(s.fontSize) || 16;
    if (left >= wordsLeft - 1 || wordsLeft - left > fontSize * 6) return null;
    if (Number.isFinite(width) && width <= 0) return null;
    return left;
  };
  /** What hides words under it at a point: a picture, a control, or a fill that is not a tint. */
  const hidesTextAt = (h: Element) => {
    // The page's own background is the canvas, behind everything, even a layer at z-index -1.
    if (h === root || h === body) return false;
    if (h.matches(REPLACED_CONTENT)) return true;
    const s = cs(h);
    return parseColor(s.backgroundColor)[3] >= 0.5 || s.backgroundImage !== 'none';
  };
  const opacityOf = (el: Element) => {
    let o = 1;
    for (let e: Element | null = el; e && e !== root; e = e.parentElement) {
      const v = parseFloat(cs(e).opacity);
      if (Number.isFinite(v)) o *= v;
    }
    return o;
  };
  /**
   * Line cores over each other by this share of the smaller font's em square make a collision:
   * half a letter of one text inked over the other.
   */
  const COLLISION_MIN_EM_SHARE = 0.5;
  const COLLISION_MAX_TEXTS = 300;
  /**
   * Texts on the first screen whose words are painted over another's with nothing opaque
   * between (a menu laid over a headline on a phone, a button over the next section's copy):
   * the glyphs run into each other. Where they meet is hit-tested, so words clipped away by an
   * ancestor or covered by a card, a badge or a pop-up's backdrop do not count.
   */
  const markTextsDrawnOverText = () => {
    if (sx !== 0 || sy !== 0) return;
    const shown = Array.from(texts.keys())
      .filter((i) => texts[i]!.aboveFold && textLines[i]!.length > 0)
      .filter((i) => opacityOf(textEls[i]!) >= 0.5)
      .slice(0, COLLISION_MAX_TEXTS);
    // Each text's cores and the box around them, once: the pairs are many, the texts few.
    const cores = new Map(shown.map((i) => [i, textLines[i]!.map(lineCore)]));
    const boxes = new Map(
      shown.map((i) => {
        const c = cores.get(i)!;
        return [
          i,
          {
            left: Math.min(...c.map((r) => r.left)),
            right: Math.max(...c.map((r) => r.right)),
            top: Math.min(...c.map((r) => r.top)),
            bottom: Math.max(...c.map((r) => r.bottom)),
          },
        ];
      }),
    );
    for (let x = 0; x < shown.length; x++) {
      for (let y = x + 1; y < shown.length; y++) {
        const a = shown[x]!;
        const b = shown[y]!;
        const ba = boxes.get(a)!;
        const bb = boxes.get(b)!;
        if (
          ba.right <= bb.left ||
          bb.right <= ba.left ||
          ba.bottom <= bb.top ||
          bb.bottom <= ba.top
        )
          continue;
        const ea = textEls[a]!;
        const eb = textEls[b]!;
        if (ea.contains(eb) || eb.contains(ea)) continue;
        if (texts[a]!.text === texts[b]!.text) continue;
        const em = Math.min(texts[a]!.fontSize, texts[b]!.fontSize);
        const met = meetingPoint(cores.get(a)!, cores.get(b)!, COLLISION_MIN_EM_SHARE * em * em);
        if (!met) continue;
        const hits = doc.elementsFromPoint(met.x, met.y);
        const ia = hits.findIndex((h) => ea.contains(h));
        const ib = hits.findIndex((h) => eb.contains(h));
        if (ia < 0 || ib < 0) continue;
        const upper = Math.min(ia, ib);
        const lower = Math.max(ia, ib);
        let hidden = false;
        for (let k = upper; k < lower && !hidden; k++) hidden = hidesTextAt(hits[k]!);
        if (hidden) continue;
        const [over, under] = ia < ib ? [a, b] : [b, a];
        texts[over]!.drawnOver ??= texts[under]!.id;
      }
    }
  };
  /**
   * A line box is the font's whole height, ascenders and descenders included, and tight leading
   * lays those of neighbouring lines over each other with no ink touching: only its middle,
   * where the letters' bodies are, counts.
   */
  type Core = { left: number; right: number; top: number; bottom: number };
  const lineCore = (r: DOMRect): Core => {
    const inset = r.height * 0.15;
    return { left: r.left, right: r.right, top: r.top + inset, bottom: r.bottom - inset };
  };
  /** The centre of the largest overlap of two texts' line cores, if it is large enough. */
  const meetingPoint = (la: Core[], lb: Core[], minArea: number) => {
    let best: { x: number; y: number; area: number } | null = null;
    for (const p of la)
      for (const q of lb) {
        const w = Math.min(p.right, q.right) - Math.max(p.left, q.left);
        const h = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
        if (w <= 0 || h <= 0) continue;
        const area = w * h;
        if (area < minArea || (best && best.area >= area)) continue;
        best = { x: Math.max(p.left, q.left) + w / 2, y: Math.max(p.top, q.top) + h / 2, area };
      }
    if (!best || best.x < 0 || best.y < 0) return null;
    if (best.x >= window.innerWidth || best.y >= window.innerHeight) return null;
    return best;
  };
  const range = doc.createRange();
  const ownerList = Array.from(owners.values())
    .filter((o) => o.own)
    .sort((a, b) =>
      a.el === b.el
        ? 0
        : a.el.compareDocumentPosition(b.el) & Node.DOCUMENT_POSITION_FOLLOWING
          ? -1
          : 1,
    );
  const texts: TextElement[] = [];
  /** The element behind each text, and what shows at its centre on the first screen, by index. */
  const textEls: Element[] = [];
  const textShown: Array<'top' | Element | null> = [];
  /** The line boxes of each text's words (viewport px), by index. */
  const textLines: DOMRect[][] = [];
  for (const o of ownerList) {
    if (texts.length >= LIMIT) break;
    const el = o.el;
    const elRect = clientRect(el);
    if (!isVisible(el, elRect)) continue;
    const text = cap(collapse(o.parts.join('')), 500);
    if (!text) continue;
    // The box of the words themselves, not of the (often full-width) block around them.
    let left = Infinity;
    let top = Infinity;
    let right = -Infinity;
    let bottom = -Infinity;
    let lineWidthSum = 0;
    const lines: DOMRect[] = [];
    for (const n of o.nodes) {
      range.selectNodeContents(n);
      // One rect per line fragment of this text node.
      for (const lr of Array.from(range.getClientRects())) {
        lineWidthSum += lr.width;
        if (lr.width > 0 && lr.height > 0) lines.push(lr);
      }
      const tr = range.getBoundingClientRect();
      if (tr.width === 0 && tr.height === 0) continue;
      left = Math.min(left, tr.left);
      top = Math.min(top, tr.top);
      right = Math.max(right, tr.right);
      bottom = Math.max(bottom, tr.bottom);
    }
    const codeText = cap(collapse(o.code.join('')), 500);
    const box =
      left === Infinity || o.nodes.length === 0
        ? elRect
        : { left, top, width: right - left, height: bottom - top };
    const rect = toDoc(box);
    const s = cs(el);
    const markLeft = leadingMarkLeft(el, s, box.left);
    const bd = backdrop(el);
    let uncertain = bd.uncertain;
    if (!uncertain) uncertain = overMedia(el, rect, bd.base);
    const fontSize = parseFloat(s.fontSize) || 16;
    const lh = parseFloat(s.lineHeight);
    const color = over(parseColor(s.color), bd.color);
    const shown = aboveFold(rect) ? shownAt(el, box) : null;
    if (shown === 'top') screenHints.onTop.push(`t${texts.length}`);
    textEls.push(el);
    textShown.push(shown);
    textLines.push(lines);
    texts.push({
      id: `t${texts.length}`,
      tag: el.localName,
      text,
      rect,
      ...(lineWidthSum > 0 ? { lineWidthSum: r1(lineWidthSum) } : {}),
      ...(codeText ? { codeText } : {}),
      ...(markLeft !== null ? { markLeft: r1(markLeft + sx) } : {}),
      fontFamily: collapse((s.fontFamily.split(',')[0] ?? '').replace(/["']/g, '')),
      fontSize: r1(fontSize),
      fontWeight: parseInt(s.fontWeight, 10) || 400,
      lineHeight: r1(Number.isFinite(lh) ? lh : fontSize * 1.2),
      color: hex(color),
      backgroundColor: hex(bd.color),
      backgroundUncertain: uncertain,
      textAlign: s.textAlign === 'start' ? (s.direction === 'rtl' ? 'right' : 'left') : s.textAlign,
      textTransform: s.textTransform,
      aboveFold: aboveFold(rect),
      interactiveId: closestInteractive(el),
      region: regionOf(el),
      selector: selectorOf(el),
    });
    addPaint(hex(color), pageArea(rect) * 0.3, foldArea(rect) * 0.3, 'text');
  }

  markTextsDrawnOverText();

  interactives.forEach((fact, i) => {
    if (!fact.aboveFold || !fact.visible) return;
    const el = interactiveEls[i]!;
    const r = clientRect(el);
    if (shownAt(el, r) !== 'top') return;
    screenHints.onTop.push(fact.id);
    if (overMedia(el, fact.rect, null) || backdrop(el.parentElement).uncertain)
      screenHints.uncertainSurround.push(fact.id);
    // What the screen needs to judge the control as a button once it knows the real colours
    // around it: a sibling layer behind an outlined button hides from the DOM walk.
    const paint = paints[i]!;
    screenHints.shapes.push({
      id: fact.id,
      padded: paint.padded,
      border: paint.border ? hex(over(paint.border[0]!, paint.surround)) : null,
    });
  });

  // ---- headings --------------------------------------------------------------------------------
  const headings: Heading[] = Array.from(
    doc.querySelectorAll('h1, h2, h3, h4, h5, h6, [role=heading]'),
  )
    .slice(0, LIMIT)
    .map((el, i) => {
      const fromTag = /^h([1-6])$/.exec(el.localName);
      const level = fromTag
        ? Number(fromTag[1])
        : Math.min(6, Math.max(1, parseInt(el.getAttribute('aria-level') ?? '2', 10) || 2));
      const r = clientRect(el);
      return {
        id: `h${i}`,
        level,
        text: cap(collapse(el instanceof HTMLElement ? el.innerText : el.textContent), 500),
        rect: toDoc(r),
        visible: isVisible(el, r),
        fontSize: r1(parseFloat(cs(el).fontSize) || 16),
        selector: selectorOf(el),
      };
    });

  // ---- navigation ------------------------------------------------------------------------------
  const TOGGLE_HINT = /menu|burger|nav-?toggle|navbar-toggler|offcanvas|drawer/i;
  const isToggle = (el: Element) => {
    if (el.localName === 'a' && !/^#?$/.test(el.getAttribute('href') ?? '')) return false;
    const text = collapse(el.textContent);
    if (text.length > 12) return false;
    const hints = [
      el.id,
      el.getAttribute('class'),
      el.getAttribute('aria-label'),
      el.getAttribute('aria-controls'),
      text,
    ].join(' ');
    return el.hasAttribute('aria-expanded') || TOGGLE_HINT.test(hints);
  };
  let navEls = Array.from(doc.querySelectorAll('nav, [role=navigation]'));
  navEls = navEls.filter((n) => !navEls.some((o) => o !== n && o.contains(n)));
  // A page without a <nav> at its top may keep its menu as plain links in a <header>; on a page
  // whose top bar is a <nav>, a <header> outside it is a hero or an article's head, not a
  // second menu (a <nav> only in the footer leaves the header its menu).
  const navOnTop = navEls.some((n) => {
    const r = clientRect(n);
    return r.top + sy < VH * 0.25 && isVisible(n, r);
  });
  const bannerMenus = navOnTop ? [] : Array.from(doc.querySelectorAll('header, [role=banner]'));
  for (const h of bannerMenus) {
    if (h.querySelector('nav, [role=navigation]') || h.closest('nav, [role=navigation]')) continue;
    if (h.querySelectorAll('a[href]').length >= 2) navEls.push(h);
  }
  navEls.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const navigation: Navigation[] = navEls.slice(0, 20).map((nav, i) => {
    const scope = nav.closest('header, [role=banner]') ?? nav.parentElement ?? nav;
    const toggles = interactiveEls.filter(
      (el) => (nav.contains(el) || scope.contains(el)) && isToggle(el) && isVisible(el),
    );
    const contained = interactiveEls.filter((el) => nav.contains(el) && !toggles.includes(el));
    const topLevel = contained.filter((el) => {
      let depth = 0;
      for (let p = el.parentElement; p && p !== nav; p = p.parentElement)
        if (p.localName === 'li') depth++;
      return depth <= 1;
    });
    const visibleItems = topLevel.filter((el) => isVisible(el));
    const hiddenItems = topLevel.length - visibleItems.length;
    const collapsed =
      toggles.length > 0 && (visibleItems.length <= 1 || hiddenItems > visibleItems.length);
    // The browser's own list style on a menu (a disc before each item) shows that the menu's
    // styles are missing: no designed menu keeps its bullets.
    const bulleted = visibleItems.some((el) => {
      const li = el.closest('li');
      if (!li || !nav.contains(li)) return false;
      const s = cs(li);
      return s.display === 'list-item' && s.listStyleType !== 'none' && s.listStyleImage === 'none';
    });
    return {
      id: `nav${i}`,
      rect: toDoc(clientRect(nav)),
      itemIds: visibleItems.map((el) => interactiveId.get(el)!),
      collapsed,
      bulleted,
    };
  });

  // ---- forms -----------------------------------------------------------------------------------
  let fieldSeq = 0;
  const labelText = (label: Element) => {
    const parts: string[] = [];
    const walk = (n: Node) => {
      if (n.nodeType === Node.TEXT_NODE) parts.push(n.textContent ?? '');
      else if (
        n instanceof Element &&
        !['select', 'textarea', 'input', 'button', 'option'].includes(n.localName)
      )
        n.childNodes.forEach(walk);
    };
    walk(label);
    return collapse(parts.join(' '));
  };
  const forms: FormFact[] = Array.from(doc.forms)
    .slice(0, 50)
    .map((form, i) => {
      const fields = Array.from(form.elements)
        .filter(
          (f): f is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
            (f instanceof HTMLInputElement &&
              !['hidden', 'submit', 'button', 'image', 'reset'].includes(f.type)) ||
            f instanceof HTMLSelectElement ||
            f instanceof HTMLTextAreaElement,
        )
        .filter((f) => isVisible(f))
        .slice(0, 100)
        .map((f) => {
          let label: string | null = null;
          const labelledby = f.getAttribute('aria-labelledby');
          if (labelledby) label = textOfIds(labelledby) || null;
          if (!label && f.labels && f.labels.length)
            label = Array.from(f.labels).map(labelText).filter(Boolean).join(' ') || null;
          if (!label)
            label =
              collapse(f.getAttribute('aria-label')) || collapse(f.getAttribute('title')) || null;
          return {
            id: `f${fieldSeq++}`,
            tag: f.localName,
            type: f instanceof HTMLInputElement ? f.type : f.localName,
            name: f.name ?? '',
            label,
            placeholder: f.getAttribute('placeholder') ?? '',
            required: f.required,
            visible: true,
            rect: toDoc(clientRect(f)),
            selector: selectorOf(f),
          };
        });
      const submit = form.querySelector(
        'button[type=submit], button:not([type]), input[type=submit], input[type=image]',
      );
      const submitText = submit
        ? submit instanceof HTMLInputElement
          ? collapse(submit.value || submit.alt) || (submit.type === 'submit' ? 'Submit' : null)
          : collapse((submit as HTMLElement).innerText) || accessibleName(submit) || null
        : null;
      const rect = toDoc(clientRect(form));
      return {
        id: `form${i}`,
        rect,
        aboveFold: aboveFold(rect),
        fields,
        submitText,
        selector: selectorOf(form),
      };
    });

  // ---- overlays --------------------------------------------------------------------------------
  /** Whether something inside a layer can be seen: text, a picture or a painted box. */
  const showsContent = (root: Element): boolean => {
    if (ownText(root)) return true;
    let walked = 0;
    for (const d of Array.from(root.querySelectorAll('*'))) {
      // Too big to walk: take it as showing something, as before.
      if (++walked > 3000) return true;
      if (!isVisible(d)) continue;
      if (d.matches('img, svg, iframe, video, canvas') || paintsItself(cs(d)) || ownText(d))
        return true;
    }
    return false;
  };
  /**
   * A layer under the page's content (a fixed backdrop of gradients or glows, drawn first or at
   * a negative z-index) covers nothing: the first screen's texts inside its box show on top of
   * it, none hidden by it (what shows at each text's centre was read with the texts).
   */
  const liesBehindContent = (layer: Element, r: DOMRect): boolean => {
    let over = 0;
    for (let i = 0; i < texts.length; i++) {
      const shown = textShown[i];
      if (!shown || layer.contains(textEls[i]!)) continue;
      const t = texts[i]!;
      const cx = t.rect.x + t.rect.width / 2;
      const cy = t.rect.y + t.rect.height / 2;
      if (cx < r.left || cx >= r.right || cy < r.top || cy >= r.bottom) continue;
      if (shown === 'top') over++;
      else if (layer.contains(shown)) return false;
    }
    return over > 0;
  };
  /**
   * The layer holds the first screen: most of its words (by characters) and its largest text. A
   * consent banner can hold most of a phone's first-screen words, but not the page's headline.
   */
  const holdsFirstScreen = (layer: Element): boolean => {
    let inside = 0;
    let total = 0;
    let largest = -1;
    texts.forEach((t, i) => {
      if (!aboveFold(t.rect)) return;
      total += t.text.length;
      if (layer.contains(textEls[i]!)) inside += t.text.length;
      if (largest < 0 || t.fontSize > texts[largest]!.fontSize) largest = i;
    });
    return total > 0 && inside / total > 0.5 && layer.contains(textEls[largest]!);
  };
  const overlays: Overlay[] = [];
  for (const el of overlayEls) {
    const r = clientRect(el);
    // Where it sits on the first screen (fixed boxes do not move with scroll).
    const vr = {
      x: r.left,
      y: r.top + (cs(el).position === 'fixed' ? 0 : sy),
      width: r.width,
      height: r.height,
    };
    const coverage =
      (Math.max(0, Math.min(vr.x + vr.width, VW) - Math.max(vr.x, 0)) *
        Math.max(0, Math.min(vr.y + vr.height, VH) - Math.max(vr.y, 0))) /
      (VW * VH);
    if (coverage < 0.005) continue;
    const s = cs(el);
    const isHeaderBar =
      (el.matches('header, [role=banner], nav, [role=navigation]') ||
        el.querySelector('nav, [role=navigation]') !== null) &&
      r.top <= 1 &&
      r.height < VH * 0.25;
    if (isHeaderBar) continue;
    const text = cap(collapse(el instanceof HTMLElement ? el.innerText : el.textContent), 300);
    // A transparent layer shows only what it holds: a site's store of closed pop-ups (a fixed,
    // full-screen box whose dialogs wait at opacity 0) covers nothing a visitor can see, though
    // its innerText still reads as theirs.
    if (!paintsItself(s) && !showsContent(el)) continue;
    if (liesBehindContent(el, r)) continue;
    // The page itself set fixed (a body, a full-screen hero that later sections scroll over)
    // holds the first screen (its headline and most of its words): it is what the visitor came
    // to see, not a layer over it. A banner or a loader holds a few; a dialog is a layer
    // whatever it holds.
    const dialog =
      el.matches('dialog, [role=dialog], [role=alertdialog], [aria-modal=true]') ||
      el.querySelector('dialog[open], [role=dialog], [role=alertdialog], [aria-modal=true]') !==
        null;
    if (el === body || el === doc.documentElement || (!dialog && holdsFirstScreen(el))) continue;
    overlays.push({
      id: `ov${overlays.length}`,
      rect: toDoc(r),
      viewportCoverage: Math.round(Math.min(1, coverage) * 1000) / 1000,
      kind: dialog ? 'dialog' : s.position === 'sticky' ? 'sticky' : 'fixed',
      text,
      selector: selectorOf(el),
      opaque: parseColor(s.backgroundColor)[3] >= 0.9 || s.backgroundImage !== 'none',
    });
  }

  // ---- tap targets -----------------------------------------------------------------------------
  // Every visible target under 24×24 CSS px except links inside running text (the SC 2.5.8
  // "inline" exception); the spacing exception is left to the audit, which has the rects.
  const smallTapTargets: DomFacts['smallTapTargets'] = [];
  interactiveEls.forEach((el, idx) => {
    const it = interactives[idx]!;
    if (!it.visible || inlineInText.has(el)) return;
    if (it.rect.width >= 24 && it.rect.height >= 24) return;
    smallTapTargets.push({ interactiveId: it.id, width: it.rect.width, height: it.rect.height });
  });

  // ---- painted colours -------------------------------------------------------------------------
  const pageTotal = documentWidth * documentHeight;
  addPaint(
    pageBgHex,
    pageTotal,
    Math.min(VW, documentWidth) * Math.min(VH, documentHeight),
    'background',
  );
  const paintedColors: PaintedColor[] = Array.from(paint.entries())
    .map(([color, p]) => ({
      color,
      area: Math.max(0, Math.round(p.area)),
      aboveFoldArea: Math.max(0, Math.round(p.fold)),
      uses: Array.from(p.uses).sort(),
    }))
    .filter((p) => p.area > 0 && p.uses.length > 0)
    .sort((a, b) => b.area - a.area || (a.color < b.color ? -1 : 1))
    .slice(0, 40);

  // ---- meta ------------------------------------------------------------------------------------
  const metaContent = (selector: string) => {
    const v = doc.querySelector(selector)?.getAttribute('content');
    return v === null || v === undefined ? null : collapse(v);
  };
  const openGraph: Record<string, string> = {};
  const twitter: Record<string, string> = {};
  for (const m of Array.from(doc.querySelectorAll('meta[property], meta[name]'))) {
    const key = (m.getAttribute('property') ?? m.getAttribute('name') ?? '').toLowerCase();
    const content = m.getAttribute('content');
    if (content === null) continue;
    if (key.startsWith('og:') && !(key.slice(3) in openGraph)) openGraph[key.slice(3)] = content;
    if (key.startsWith('twitter:') && !(key.slice(8) in twitter)) twitter[key.slice(8)] = content;
  }
  const charsetMeta = doc.querySelector('meta[charset]')?.getAttribute('charset');
  const httpEquiv = metaContent('meta[http-equiv="Content-Type" i]');
  const iconLink = doc.querySelector(
    'link[rel~="icon" i], link[rel="shortcut icon" i], link[rel="apple-touch-icon" i]',
  );
  const canonical = doc.querySelector('link[rel="canonical" i]')?.getAttribute('href');
  const lang = root.getAttribute('lang');
  const meta: Meta = {
    title: doc.querySelector('title') ? collapse(doc.title) : null,
    description: metaContent('meta[name="description" i]'),
    viewport: metaContent('meta[name="viewport" i]'),
    lang: lang === null || lang.trim() === '' ? null : lang.trim(),
    charset: charsetMeta ?? (httpEquiv ? (/charset=([\w-]+)/i.exec(httpEquiv)?.[1] ?? null) : null),
    canonical: canonical ? resolveUrl(canonical) : null,
    openGraph,
    twitter,
    favicon: iconLink?.getAttribute('href') ? resolveUrl(iconLink.getAttribute('href')!) : null,
    generator: metaContent('meta[name="generator" i]'),
  };

  return {
    documentWidth,
    documentHeight,
    layoutWidth: root.clientWidth || VW,
    scale: Math.round(scale * 10_000) / 10_000,
    visibleWidth: r1(VW),
    visibleHeight: r1(VH),
    texts,
    headings,
    interactives,
    navigation,
    images,
    forms,
    overlays,
    paintedColors,
    pageBackground: pageBgHex,
    meta,
    smallTapTargets,
    screenHints,
  };
}
