import { z } from 'zod';

/**
 * Facts collected from one landing page by the analyzer's collect step, and the only input
 * the audits see. Coordinates are CSS pixels in document space (0,0 = top-left of the page,
 * not of the viewport), so a rect maps straight onto the full-page screenshot.
 * Colours are opaque lowercase hex "#rrggbb" (alpha already composited onto what is behind).
 */

export const rectSchema = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
});
export type Rect = z.infer<typeof rectSchema>;

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;
export const viewportNameSchema = z.enum(['desktop', 'mobile']);
export type ViewportName = z.infer<typeof viewportNameSchema>;

const hex = z.string().regex(/^#[0-9a-f]{6}$/);

/** A visible element that directly holds text (a leaf text block). */
export const textElementSchema = z.object({
  /** Stable within one viewport's facts: "t0", "t1" … in document order. */
  id: z.string(),
  tag: z.string(),
  /** Whitespace-collapsed, trimmed, capped at 500 characters. */
  text: z.string(),
  rect: rectSchema,
  /**
   * The widths of its line boxes added up (px): the text's length laid out on one line. With the
   * box's width (its longest line) it gives the characters on a full line, which the text's
   * length divided by its lines does not (the last line is usually short).
   */
  lineWidthSum: z.number().optional(),
  /**
   * The words of the text set inside a code element (`<code>`, `<kbd>`, `<samp>`, `<pre>`) within
   * it, whitespace-collapsed: a sentence that shows a snippet ("Add this to your page: <link …>")
   * shows code, not broken copy. Absent when none of it is code.
   */
  codeText: z.string().optional(),
  /**
   * The left edge (document px) of a mark the element draws in front of its words with
   * `::before` (an eyebrow's rule, a bullet, an icon-font glyph): the pair reads as one unit, so
   * its visible edge is the mark's. Absent when nothing is drawn there.
   */
  markLeft: z.number().optional(),
  /**
   * On the first screen, the id of another text whose words this one's are drawn over, with
   * nothing opaque between them where they meet: the glyphs run into each other. Absent when
   * none is, and in facts collected before it was read.
   */
  drawnOver: z.string().optional(),
  fontFamily: z.string(),
  fontSize: z.number(),
  fontWeight: z.number(),
  lineHeight: z.number(),
  color: hex,
  backgroundColor: hex,
  /**
   * True when the background behind the text is an image, gradient or video, so contrast is a
   * guess. On the first screen, where the text is on top, the colour is read off a capture of
   * the screen: uncertain then means the pixels behind it are no one flat colour.
   */
  backgroundUncertain: z.boolean(),
  textAlign: z.string(),
  textTransform: z.string(),
  /** Top edge inside the first viewport. */
  aboveFold: z.boolean(),
  /** Id of the link or button that contains this text, if any. */
  interactiveId: z.string().nullable(),
  /** Landmark the element sits in. */
  region: z.enum(['header', 'nav', 'main', 'footer', 'aside', 'other']),
  /** A short CSS path, for debugging and for matching axe targets. */
  selector: z.string(),
});
export type TextElement = z.infer<typeof textElementSchema>;

export const headingSchema = z.object({
  id: z.string(),
  level: z.number().int().min(1).max(6),
  text: z.string(),
  rect: rectSchema,
  visible: z.boolean(),
  fontSize: z.number(),
  selector: z.string(),
});
export type Heading = z.infer<typeof headingSchema>;

/** A link, button or submit input, with how it is painted. */
export const interactiveSchema = z.object({
  id: z.string(),
  kind: z.enum(['link', 'button']),
  tag: z.string(),
  /** Visible text (innerText), collapsed. */
  text: z.string(),
  /** Computed accessible name (aria-label, aria-labelledby, text, title, alt of inner image). */
  accessibleName: z.string(),
  href: z.string().nullable(),
  rect: rectSchema,
  visible: z.boolean(),
  aboveFold: z.boolean(),
  /** Painted like a button: a filled background or border distinct from its surroundings, with padding. */
  buttonLike: z.boolean(),
  backgroundColor: hex,
  /**
   * Effective background behind the element (its parent's painted colour; on the first screen,
   * where the DOM could only guess it or the screen shows otherwise, read off the screen).
   */
  surroundingColor: hex,
  color: hex,
  fontSize: z.number(),
  fontWeight: z.number(),
  borderRadius: z.number(),
  region: z.enum(['header', 'nav', 'main', 'footer', 'aside', 'other']),
  selector: z.string(),
  /**
   * A link back to the page it is on (a logo's home link, '#top'): it goes nowhere new. Absent in
   * facts collected before it was read.
   */
  selfLink: z.boolean().optional(),
});
export type Interactive = z.infer<typeof interactiveSchema>;

export const navigationSchema = z.object({
  id: z.string(),
  rect: rectSchema,
  /** Ids of the top-level visible interactives in this nav (a menu's hidden sub-items excluded). */
  itemIds: z.array(z.string()),
  /** True when the nav is collapsed behind a toggle (hamburger) at this viewport. */
  collapsed: z.boolean(),
  /**
   * True when its items show the browser's list bullets. Absent in facts collected before it
   * was read (then taken as false).
   */
  bulleted: z.boolean().optional(),
});
export type Navigation = z.infer<typeof navigationSchema>;

export const imageSchema = z.object({
  id: z.string(),
  /** Absolute URL of the image, or "" for an inline SVG. */
  src: z.string(),
  kind: z.enum(['img', 'svg', 'background', 'video', 'picture']),
  /** null when the attribute is absent; "" when present and empty (decorative). */
  alt: z.string().nullable(),
  /** role="presentation"/"none" or aria-hidden. */
  decorative: z.boolean(),
  rect: rectSchema,
  naturalWidth: z.number(),
  naturalHeight: z.number(),
  loading: z.enum(['lazy', 'eager', 'auto']),
  aboveFold: z.boolean(),
  visible: z.boolean(),
  /** Transfer size in bytes when the response was seen, else null. */
  bytes: z.number().nullable(),
  inInteractiveId: z.string().nullable(),
  selector: z.string(),
});
export type ImageFact = z.infer<typeof imageSchema>;

export const formFieldSchema = z.object({
  id: z.string(),
  tag: z.string(),
  type: z.string(),
  name: z.string(),
  /** Accessible name from <label>, aria-label or aria-labelledby; null when none. Placeholder is not a label. */
  label: z.string().nullable(),
  placeholder: z.string(),
  required: z.boolean(),
  visible: z.boolean(),
  rect: rectSchema,
  selector: z.string(),
});
export type FormField = z.infer<typeof formFieldSchema>;

export const formSchema = z.object({
  id: z.string(),
  rect: rectSchema,
  aboveFold: z.boolean(),
  /** Visible, user-editable fields (hidden inputs excluded). */
  fields: z.array(formFieldSchema),
  submitText: z.string().nullable(),
  selector: z.string(),
});
export type FormFact = z.infer<typeof formSchema>;

/** Something fixed or modal covering the page right after load (cookie banner, newsletter pop-up, chat). */
export const overlaySchema = z.object({
  id: z.string(),
  rect: rectSchema,
  /** Share of the first viewport it covers, 0..1. */
  viewportCoverage: z.number(),
  kind: z.enum(['dialog', 'fixed', 'sticky']),
  text: z.string(),
  selector: z.string(),
  /**
   * True when the layer paints an opaque box of its own (a solid colour or a picture): what lies
   * under it cannot be seen. Absent in facts collected before it was read.
   */
  opaque: z.boolean().optional(),
});
export type Overlay = z.infer<typeof overlaySchema>;

/** Painted area per colour, from backgrounds and text, for the palette and brand colours. */
export const paintedColorSchema = z.object({
  color: hex,
  /** Painted area in px² (text counts its box area × 0.3, roughly its ink). */
  area: z.number(),
  aboveFoldArea: z.number(),
  uses: z.array(z.enum(['background', 'text', 'border', 'button', 'icon'])),
});
export type PaintedColor = z.infer<typeof paintedColorSchema>;

export const screenshotSchema = z.object({
  /** data:image/jpeg;base64,… */
  dataUrl: z.string(),
  /** Pixels of the image: CSS px times the zoom it was captured at (1, except a shrunk mobile page). */
  width: z.number(),
  height: z.number(),
});
export type Screenshot = z.infer<typeof screenshotSchema>;

/** What one page load at one viewport size saw. */
export const viewportFactsSchema = z.object({
  viewport: z.object({ name: viewportNameSchema, width: z.number(), height: z.number() }),
  /** scrollWidth and scrollHeight of the document after settling. */
  documentWidth: z.number(),
  documentHeight: z.number(),
  /** Full-page screenshot, height capped; the first `viewport.height` px are the fold. */
  screenshot: screenshotSchema,
  texts: z.array(textElementSchema),
  headings: z.array(headingSchema),
  interactives: z.array(interactiveSchema),
  navigation: z.array(navigationSchema),
  images: z.array(imageSchema),
  forms: z.array(formSchema),
  overlays: z.array(overlaySchema),
  paintedColors: z.array(paintedColorSchema),
  /** Page background colour (html/body). */
  pageBackground: hex,
});
export type ViewportFacts = z.infer<typeof viewportFactsSchema>;

export const metaSchema = z.object({
  title: z.string().nullable(),
  description: z.string().nullable(),
  viewport: z.string().nullable(),
  lang: z.string().nullable(),
  charset: z.string().nullable(),
  canonical: z.string().nullable(),
  /** og:* properties, keys without the "og:" prefix. */
  openGraph: z.record(z.string(), z.string()),
  twitter: z.record(z.string(), z.string()),
  favicon: z.string().nullable(),
  generator: z.string().nullable(),
});
export type Meta = z.infer<typeof metaSchema>;

export const axeNodeSchema = z.object({
  target: z.string(),
  html: z.string(),
  rect: rectSchema.nullable(),
  failureSummary: z.string(),
});
export const axeViolationSchema = z.object({
  id: z.string(),
  impact: z.enum(['minor', 'moderate', 'serious', 'critical']).nullable(),
  help: z.string(),
  helpUrl: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  nodes: z.array(axeNodeSchema),
});
export type AxeViolation = z.infer<typeof axeViolationSchema>;
export const axeFactsSchema = z.object({
  violations: z.array(axeViolationSchema),
  passes: z.array(z.string()),
  incomplete: z.array(z.string()),
});
export type AxeFacts = z.infer<typeof axeFactsSchema>;

export const RESOURCE_TYPES = [
  'document',
  'script',
  'stylesheet',
  'image',
  'font',
  'media',
  'fetch',
  'other',
] as const;
export const performanceSchema = z.object({
  /** Milliseconds from navigation start. */
  ttfb: z.number(),
  domContentLoaded: z.number(),
  load: z.number(),
  lcp: z
    .object({
      time: z.number(),
      size: z.number(),
      selector: z.string().nullable(),
      rect: rectSchema.nullable(),
    })
    .nullable(),
  cls: z.number(),
  longTasks: z.object({ count: z.number(), totalBlockingTime: z.number() }),
  requests: z.object({
    count: z.number(),
    transferBytes: z.number(),
    byType: z.record(z.enum(RESOURCE_TYPES), z.object({ count: z.number(), bytes: z.number() })),
  }),
});
export type PerformanceFacts = z.infer<typeof performanceSchema>;

export const failedRequestSchema = z.object({
  url: z.string(),
  resourceType: z.string(),
  status: z.number().nullable(),
  errorText: z.string(),
  /** True when our own egress policy refused it (private address), not the site's fault. */
  blockedByPolicy: z.boolean(),
});
export type FailedRequest = z.infer<typeof failedRequestSchema>;

/** Mobile layout checks. */
export const mobileFactsSchema = z.object({
  /**
   * CSS px wide the phone lays the page out at: its own width with width=device-width, 980
   * without a viewport meta (as mobile browsers do), or the width the meta names.
   */
  layoutWidth: z.number(),
  /**
   * The zoom the phone first shows the page at: 1, or less when it shrinks the page to fit its
   * content (a layout wider than the phone, or content wider than the layout).
   */
  scale: z.number(),
  /** CSS px of the page on the first screen at that zoom (the phone's own size at scale 1). */
  visibleWidth: z.number(),
  visibleHeight: z.number(),
  /** The content is wider than the layout (documentWidth > layoutWidth, 1px tolerance). */
  horizontalOverflow: z.boolean(),
  overflowPx: z.number(),
  /** Visible interactives smaller than 24×24 CSS px (WCAG 2.2 SC 2.5.8), or closer than 24px apart. */
  smallTapTargets: z.array(
    z.object({ interactiveId: z.string(), width: z.number(), height: z.number() }),
  ),
});
export type MobileFacts = z.infer<typeof mobileFactsSchema>;

export const pageFactsSchema = z.object({
  url: z.string(),
  finalUrl: z.string(),
  /** Every URL navigated through before the final one. */
  redirects: z.array(z.string()),
  status: z.number(),
  collectedAt: z.string(),
  meta: metaSchema,
  desktop: viewportFactsSchema,
  mobile: viewportFactsSchema,
  mobileLayout: mobileFactsSchema,
  /** null when axe could not run (then its audits are not applicable). */
  axe: axeFactsSchema.nullable(),
  performance: performanceSchema.nullable(),
  consoleErrors: z.array(z.string()),
  failedRequests: z.array(failedRequestSchema),
});
export type PageFacts = z.infer<typeof pageFactsSchema>;

/** Names an audit can list as required; a null/absent one makes it not applicable. */
export const FACT_KEYS = [
  'meta',
  'desktop',
  'mobile',
  'mobileLayout',
  'axe',
  'performance',
  'consoleErrors',
  'failedRequests',
] as const;
export type FactKey = (typeof FACT_KEYS)[number];
