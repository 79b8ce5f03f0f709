/**
 * The methodology page's stylesheet, inlined in its <style> and allowed by its hash in the page's
 * CSP. Tokens copied from the web app's global.css (packages/web/src/app/global.css), so the page
 * looks like the rest of the product; the category colours are SPEC §3's (Standards green, Clarity
 * blue, Conversion amber, Design purple), each dark enough for text on white (WCAG AA).
 */
export const METHODOLOGY_STYLES = `
:root {
  --font-sans: ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial,
    'Liberation Sans', sans-serif;
  --font-mono: ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace;
  --color-bg: #fafafc;
  --color-surface: #ffffff;
  --color-surface-muted: #f2f3f7;
  --color-ink: #12131c;
  --color-ink-muted: #4a4f63;
  --color-ink-subtle: #5f6478;
  --color-border: #e4e6ee;
  --color-accent: #4f46e5;
  --color-accent-strong: #4338ca;
  --color-accent-text: #4338ca;
  --color-accent-soft: #eef0ff;
  --color-focus: #4f46e5;
  --radius-sm: 8px;
  --radius-md: 12px;
  --radius-lg: 20px;
  --content-width: 72rem;
  color-scheme: light;
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; scroll-padding-top: 5rem; }
body {
  margin: 0;
  min-width: 320px;
  background: var(--color-bg);
  color: var(--color-ink);
  font-family: var(--font-sans);
  font-size: 1rem;
  line-height: 1.6;
  -webkit-font-smoothing: antialiased;
}
a { color: var(--color-accent-text); text-underline-offset: 0.18em; }
a:hover { color: var(--color-accent-strong); }
:focus-visible { outline: 3px solid var(--color-focus); outline-offset: 2px; }
h1, h2, h3 { text-wrap: balance; line-height: 1.2; }
code {
  font-family: var(--font-mono);
  font-size: 0.8125em;
  padding: 0.0625rem 0.375rem;
  border-radius: 6px;
  background: var(--color-surface-muted);
  color: var(--color-ink-muted);
}
.visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.skip-link {
  position: absolute; top: 0.5rem; left: 0.5rem; z-index: 100;
  padding: 0.5rem 0.875rem; border-radius: var(--radius-sm);
  background: var(--color-ink); color: #fff; transform: translateY(-200%);
}
.skip-link:focus { transform: none; color: #fff; }

.top-bar {
  position: sticky; top: 0; z-index: 20;
  border-bottom: 1px solid var(--color-border);
  background: rgb(255 255 255 / 0.9);
  backdrop-filter: saturate(1.6) blur(10px);
}
.top-bar__inner, .page, .site-footer__inner {
  max-width: var(--content-width);
  margin: 0 auto;
  padding-left: 1.5rem;
  padding-right: 1.5rem;
}
.top-bar__inner { display: flex; align-items: center; gap: 0.75rem; height: 64px; }
.top-bar__brand {
  display: inline-flex; align-items: center; gap: 0.625rem;
  border-radius: var(--radius-sm); color: var(--color-ink); text-decoration: none;
}
.top-bar__brand:hover { color: var(--color-ink); }
.top-bar__mark { width: 28px; height: 28px; color: var(--color-accent); }
.top-bar__name { font-weight: 800; letter-spacing: 0.14em; }
.top-bar__beta {
  padding: 0.125rem 0.5rem; border: 1px solid #c7c9f7; border-radius: 999px;
  background: var(--color-accent-soft); color: var(--color-accent-text);
  font-size: 0.6875rem; font-weight: 700; letter-spacing: 0.1em; line-height: 1.5;
}

.page { padding-top: 3.5rem; padding-bottom: 4rem; }
.intro { max-width: 48rem; }
.eyebrow {
  margin: 0 0 0.75rem; color: var(--color-accent-text);
  font-size: 0.8125rem; font-weight: 700; letter-spacing: 0.12em; text-transform: uppercase;
}
h1 { margin: 0 0 1rem; font-size: clamp(2rem, 1.4rem + 2.4vw, 3rem); letter-spacing: -0.02em; }
.lede { margin: 0; color: var(--color-ink-muted); font-size: 1.125rem; }

.categories {
  display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 1rem;
  margin: 2.5rem 0 0; padding: 0; list-style: none;
}
.category-card {
  display: block; height: 100%; padding: 1.25rem;
  border: 1px solid var(--color-border); border-top: 4px solid var(--category);
  border-radius: var(--radius-md); background: var(--color-surface);
  color: var(--color-ink); text-decoration: none;
  box-shadow: 0 1px 2px rgb(15 23 42 / 0.04);
  transition: box-shadow 0.15s ease, transform 0.15s ease;
}
.category-card:hover { color: var(--color-ink); box-shadow: 0 6px 20px rgb(15 23 42 / 0.08); transform: translateY(-1px); }
.category-card__name { display: block; color: var(--category); font-size: 1.125rem; font-weight: 700; }
.category-card__about { display: block; margin-top: 0.375rem; color: var(--color-ink-muted); font-size: 0.9375rem; line-height: 1.5; }
.category-card__count { display: block; margin-top: 0.75rem; color: var(--color-ink-subtle); font-size: 0.8125rem; font-weight: 600; }

.panel {
  margin-top: 3rem; padding: 2rem;
  border: 1px solid var(--color-border); border-radius: var(--radius-lg);
  background: var(--color-surface);
}
.panel h2 { margin: 0 0 1.25rem; font-size: 1.5rem; letter-spacing: -0.01em; }
.steps { display: grid; gap: 1.25rem; margin: 0; padding: 0; list-style: none; counter-reset: step; }
.steps > li { position: relative; min-width: 0; padding-left: 3rem; counter-increment: step; }
.steps > li::before {
  content: counter(step); position: absolute; left: 0; top: 0;
  display: grid; place-items: center; width: 2rem; height: 2rem; border-radius: 999px;
  background: var(--color-accent-soft); color: var(--color-accent-text); font-weight: 700; font-size: 0.9375rem;
}
.steps h3 { margin: 0.1875rem 0 0.25rem; font-size: 1.0625rem; }
.steps p { margin: 0; color: var(--color-ink-muted); }
.formula {
  display: block; margin: 0.625rem 0 0; padding: 0.75rem 1rem; overflow-x: auto;
  border-radius: var(--radius-sm); background: var(--color-surface-muted);
  color: var(--color-ink); font-family: var(--font-mono); font-size: 0.875rem; white-space: pre;
}
.example {
  margin: 1.75rem 0 0; padding: 1.25rem 1.5rem;
  border-left: 4px solid var(--color-accent); border-radius: 0 var(--radius-md) var(--radius-md) 0;
  background: var(--color-accent-soft);
}
.example h3 { margin: 0 0 0.375rem; font-size: 1rem; }
.example p { margin: 0; color: var(--color-ink); }
.example p + p { margin-top: 0.5rem; }

.category { margin-top: 3.5rem; }
.category__head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.25rem 1rem; margin-bottom: 1rem; }
.category__head h2 { display: flex; align-items: center; gap: 0.625rem; margin: 0; font-size: 1.75rem; letter-spacing: -0.01em; }
.category__head h2::before {
  content: ''; width: 0.875rem; height: 0.875rem; border-radius: 999px; background: var(--category);
}
.category__summary { margin: 0; color: var(--color-ink-subtle); font-size: 0.9375rem; }
.category__about { margin: 0 0 1.25rem; max-width: 48rem; color: var(--color-ink-muted); }

.audits {
  width: 100%; border-collapse: separate; border-spacing: 0;
  border: 1px solid var(--color-border); border-radius: var(--radius-md);
  background: var(--color-surface); overflow: hidden;
}
.audits th {
  padding: 0.75rem 1rem; border-bottom: 1px solid var(--color-border);
  background: var(--color-surface-muted); color: var(--color-ink-muted);
  font-size: 0.75rem; font-weight: 700; letter-spacing: 0.06em; text-align: left; text-transform: uppercase;
}
.audits td { padding: 1rem; border-bottom: 1px solid var(--color-border); vertical-align: top; }
.audits tbody tr:last-child td { border-bottom: 0; }
.audits .num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
.audits th.num { text-align: right; }
.col-weight { width: 6rem; }
.col-share { width: 11rem; }
.col-source { width: 17rem; }
.audit__title { display: block; font-weight: 650; }
.audit__id { display: inline-block; margin-top: 0.25rem; }
.audit__description { margin: 0.5rem 0 0; color: var(--color-ink-muted); font-size: 0.9375rem; line-height: 1.55; }
.weight { font-size: 1.25rem; font-weight: 700; }
.share { display: grid; justify-items: end; gap: 0.375rem; font-weight: 600; }
.share__bar {
  display: block; width: 100%; max-width: 8rem; height: 6px; border-radius: 999px;
  background: var(--color-surface-muted); overflow: hidden;
}
.share__fill { display: block; height: 100%; border-radius: inherit; background: var(--category); }
.source { font-size: 0.9375rem; line-height: 1.5; overflow-wrap: anywhere; }
.unweighted { color: var(--color-ink-subtle); font-size: 0.875rem; }
.label { display: none; }

.standards { --category: #15803d; }
.clarity { --category: #1d4ed8; }
.conversion { --category: #b45309; }
.design { --category: #7e22ce; }

.site-footer { border-top: 1px solid var(--color-border); background: var(--color-surface); }
.site-footer__inner {
  display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.75rem 2rem;
  padding-top: 2rem; padding-bottom: 2rem; color: var(--color-ink-subtle); font-size: 0.875rem;
}
.site-footer__inner p { margin: 0; }

@media (max-width: 960px) {
  .categories { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .col-source { width: 12rem; }
}
@media (max-width: 720px) {
  .top-bar__inner, .page, .site-footer__inner { padding-left: 1rem; padding-right: 1rem; }
  .page { padding-top: 2.25rem; }
  .categories { grid-template-columns: minmax(0, 1fr); gap: 0.75rem; }
  .panel { padding: 1.5rem 1.25rem; }
  .steps > li { padding-left: 2.625rem; }
  .formula { font-size: 0.8125rem; }
  .audits, .audits tbody, .audits tr, .audits td { display: block; width: 100%; }
  .audits thead { display: none; }
  .audits tr { padding: 1rem 1.25rem; border-bottom: 1px solid var(--color-border); }
  .audits tbody tr:last-child { border-bottom: 0; }
  .audits td { padding: 0; border: 0; }
  .audits td + td { margin-top: 0.75rem; }
  .audits .num { display: flex; align-items: center; justify-content: space-between; gap: 1rem; text-align: left; }
  .share { display: flex; align-items: center; gap: 0.75rem; }
  .share__bar { width: 6rem; }
  .weight { font-size: 1rem; }
  .label { display: inline; color: var(--color-ink-subtle); font-size: 0.8125rem; font-weight: 600; }
  .source::before { content: 'Source: '; color: var(--color-ink-subtle); font-weight: 600; font-size: 0.8125rem; }
}
@media (prefers-reduced-motion: reduce) {
  .category-card { transition: none; }
}
`;
