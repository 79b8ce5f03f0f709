import { analysisResultSchema } from '@heroscope/schema';
import { describe, expect, it } from 'vitest';
import { formatJson, formatJsonLine } from './format-json.js';
import { HOSTILE_TEXT, makeAnalysis } from './test-analysis.js';

describe('formatJson', () => {
  it('writes one schema-valid object per line (NDJSON), failures left out', () => {
    const a = makeAnalysis();
    const b = makeAnalysis({ meta: { ...a.meta, url: 'https://b.example/' } });
    const text = formatJson([
      { url: a.meta.url, result: a },
      { url: 'https://down.example/', error: 'unreachable' },
      { url: b.meta.url, result: b },
    ]);
    const lines = text.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    const parsed = lines.slice(0, 2).map((l) => analysisResultSchema.parse(JSON.parse(l)));
    expect(parsed.map((p) => p.meta.url)).toEqual(['https://example.com/', 'https://b.example/']);
    expect(parsed[0]).toEqual(a);
  });

  it('keeps text with newlines on one line', () => {
    const a = makeAnalysis();
    a.opportunities[0]!.problem = `line one\nline two\u2028${HOSTILE_TEXT}`;
    const line = formatJsonLine(a);
    expect(line.indexOf('\n')).toBe(line.length - 1);
    expect(JSON.parse(line).opportunities[0].problem).toBe(a.opportunities[0]!.problem);
  });
});
