import { describe, expect, it } from 'vitest';
import { escapeMarkdown, formatMarkdown } from './format-markdown.js';
import { makeAnalysis } from './test-analysis.js';

describe('formatMarkdown', () => {
  const a = makeAnalysis();
  const md = formatMarkdown([{ url: a.meta.url, result: a }]);

  it('has a scores table in report order with 0 shown as NA', () => {
    expect(md).toContain('# Heroscope report: www.example.com');
    expect(md).toContain('| Standards | Clarity | Conversion | Design |');
    expect(md).toContain('| 81 | 62 | NA | 71 |');
  });

  it('groups opportunities by category in report order, with points', () => {
    const order = ['### Standards', '### Clarity', '### Conversion'].map((h) => md.indexOf(h));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((x, y) => x - y)).toEqual(order);
    expect(md).toContain('### Clarity (score 62, 1 to fix, −12.4 pts)');
    expect(md).toContain('_(Incomplete, −12.4 pts)_');
    expect(md).toContain('_(Incomplete, −6 pts, low confidence)_');
    expect(md).toContain('_(Missing, −3.3 pts)_');
    expect(md).toContain('   - Action: Lacking trust');
    expect(md).toContain('   - Resource: WebAIM contrast checker: Check a colour pair.');
    // Strengths are listed apart and cost nothing.
    expect(md).toContain('## What works well (1)');
    expect(md).not.toContain('### Design');
  });

  it('lists questions with their options, and brand intelligence', () => {
    expect(md).toContain('## Questions (2)');
    expect(md).toContain('2. Who is the page for?');
    expect(md).toContain('   Options: Founders · Designers · Other');
    expect(md).toContain('- Primary: `#4f46e5`');
    expect(md).toContain('- 56px, Inter 700: “Ship faster');
    expect(md).toContain('## Audits that could not run');
  });

  it('escapes page text so it cannot become markup, links or HTML', () => {
    // Every '<', '[' and ']' from the page is preceded by a backslash.
    expect(md).not.toMatch(/(?<!\\)(<script|<img|\]\(javascript:)/);
    expect(md).toContain('\\<script\\>alert("x")\\</script\\>');
    expect(md).toContain(
      '\\[click me\\](javascript:alert(1)) \\*\\*bold\\*\\* \\`code\\` \\| pipe',
    );
    expect(escapeMarkdown('a\n\n_b_ & #c')).toBe('a \\_b\\_ \\& #c');
  });

  it('gives a reason shared by several findings once, then points back to it', () => {
    const b = makeAnalysis();
    const [first] = b.opportunities;
    b.opportunities.splice(1, 0, { ...first!, component: 'Second headline', points: 1 });
    const out = formatMarkdown([{ url: b.meta.url, result: b }]);
    expect(out.match(/NN\/g: users decide/g)).toHaveLength(1);
    expect(out).toContain('   - Why: as in Clarity 1 above.');
  });

  it('separates several reports and says why one failed', () => {
    const two = formatMarkdown([
      { url: a.meta.url, result: a },
      { url: 'https://down.example/', error: 'connect ECONNREFUSED <x>' },
    ]);
    expect(two.split('\n---\n')).toHaveLength(2);
    expect(two).toContain('Could not analyse https://down.example/: connect ECONNREFUSED \\<x\\>');
  });
});
