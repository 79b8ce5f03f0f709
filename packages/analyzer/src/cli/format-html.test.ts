import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatHtml } from './format-html.js';
import { HOSTILE_TEXT, makeAnalysis, TINY_PNG_DATA_URL } from './test-analysis.js';

describe('formatHtml', () => {
  const a = makeAnalysis();
  const html = formatHtml([{ url: a.meta.url, result: a }]);

  it('is one self-contained document with the screenshot inline', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html.match(/<html/g)).toHaveLength(1);
    expect(html).toContain(`<img src="${TINY_PNG_DATA_URL}" alt="original page">`);
    // Nothing is fetched: no external stylesheet, script, font or image.
    expect(html).not.toMatch(/<link|<script|@import|url\(|src="http/i);
  });

  it('keeps the screenshot readable on a phone: it scrolls sideways at a fixed width', () => {
    expect(html).toMatch(/<div class="shot-scroll"><div class="shot"><img /);
    const css = /<style>([\s\S]*)<\/style>/.exec(html)![1]!;
    const phone = /@media \(max-width:600px\)\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
    expect(phone).toContain('.shot-scroll{overflow-x:auto');
    expect(phone).toContain('.shot{width:760px}');
    expect(html).toContain('Scroll the screenshot sideways to see the whole page.');
  });

  it('numbers as many opportunities and markers as it announces; strengths are unnumbered', () => {
    const withPinnedStrength = makeAnalysis();
    const strength = withPinnedStrength.opportunities.find(
      (o) => o.usercategory === 'Well implemented',
    )!;
    strength.marker = [50, 50];
    const out = formatHtml([{ url: a.meta.url, result: withPinnedStrength }]);
    const announced = Number(
      /Opportunities identified <span class="count">(\d+)<\/span>/.exec(out)![1],
    );
    const toFix = withPinnedStrength.opportunities.filter(
      (o) => o.usercategory !== 'Well implemented',
    );
    expect(announced).toBe(toFix.length);
    const markerNumbers = [...out.matchAll(/<a class="marker [^"]*"[^>]*>(\d+)<\/a>/g)].map((m) =>
      Number(m[1]),
    );
    expect(markerNumbers.length).toBe(toFix.filter((o) => o.marker).length);
    expect(Math.max(...markerNumbers)).toBeLessThanOrEqual(announced);
    const cardNumbers = [...out.matchAll(/<(?:a|span) class="num"[^>]*>(\d+)</g)].map((m) => m[1]);
    expect(cardNumbers).toHaveLength(announced);
    expect(out).toContain('What works well <span class="count">1</span>');
  });

  it('has a strict CSP that allows only its own stylesheet, by hash', () => {
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1];
    expect(csp).toBeDefined();
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('img-src data:');
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('script-src');
    const css = /<style>([\s\S]*)<\/style>/.exec(html)![1]!;
    const hash = createHash('sha256').update(css, 'utf8').digest('base64');
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
    // Inline style attributes would be refused by that CSP.
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('numbers markers to match the opportunities, clamped, none for Missing', () => {
    expect(html).toContain('.r0-m1{left:25.50%;top:8.25%}');
    // [1220, -5] is out of range: clamped onto the screenshot.
    expect(html).toContain('.r0-m2{left:100.00%;top:0.00%}');
    expect(html).toMatch(
      /<a class="marker r0-m1" id="r0-m1" href="#r0-o1" title="1\. Hero headline">1<\/a>/,
    );
    expect(html).not.toContain('id="r0-m3"');
    expect(html).toContain('<li class="opp incomplete" id="r0-o1">');
    expect(html).toContain('<a class="num" href="#r0-m1"');
    expect(html).toContain('<li class="opp missing" id="r0-o3">');
    expect(html).toMatch(
      /<li class="opp missing" id="r0-o3">\s*<div class="opp-head"><span class="num">3<\/span>/,
    );
    // The strength is not numbered: three numbered cards for the three announced.
    expect(html).toContain('<li class="opp well-implemented" id="r0-s0">');
    expect(html).not.toContain('id="r0-o4"');
    expect(html).toContain('Opportunities identified <span class="count">3</span>');
  });

  it('draws the four scores as dials of radius 25, 0 as NA', () => {
    expect(html.match(/<figure class="dial">/g)).toHaveLength(4);
    expect(html).toContain('aria-label="Standards 81"');
    expect(html).toContain('aria-label="Conversion NA"');
    expect(html).toContain('r="25"');
    expect(html).toContain('stroke="#2563eb"'); // Clarity is blue (SPEC §3)
  });

  it('shows the low-confidence tooltip word for word', () => {
    expect(html).toContain(
      'title="Opportunity may require more context to align with your vision.">Low confidence',
    );
  });

  it('escapes every piece of page text', () => {
    expect(html).not.toContain(HOSTILE_TEXT);
    expect(html).not.toMatch(/<script|<img src=x|onerror=alert\(1\)>/);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('boom &lt;script&gt;');
  });

  it('refuses a screenshot that is not a plain image data URL', () => {
    const evil = makeAnalysis({
      websiteContent: { image: 'javascript:alert(1)', alt: 'x" onerror="alert(1)' },
    });
    const out = formatHtml([{ url: evil.meta.url, result: evil }]);
    expect(out).not.toContain('src="javascript:');
    expect(out).not.toContain('" onerror="');
    expect(out).not.toContain('class="marker');
    expect(out).toContain('Screenshot unavailable.');
  });

  it('makes one document with a section per URL, failed ones included', () => {
    const b = makeAnalysis({
      meta: { ...a.meta, url: 'https://b.example/', finalUrl: 'https://b.example/' },
    });
    const out = formatHtml([
      { url: a.meta.url, result: a },
      { url: 'https://down.example/', error: 'timed out <after> 45 s' },
      { url: b.meta.url, result: b },
    ]);
    expect(out.match(/<html/g)).toHaveLength(1);
    expect(out.match(/<section class="report/g)).toHaveLength(3);
    expect(out).toContain('<section class="report failed" id="r1">');
    expect(out).toContain('Could not analyse https://down.example/: timed out &lt;after&gt; 45 s');
    expect(out).toContain('<a href="#r2">b.example</a>');
    // Marker classes are per section, so two reports never share a position rule.
    expect(out).toContain('.r2-m1{left:25.50%;top:8.25%}');
    expect(out).toContain('<title>Heroscope reports (3)</title>');
  });
});
