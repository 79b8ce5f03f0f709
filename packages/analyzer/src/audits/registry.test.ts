import { readdirSync } from 'node:fs';
import { FACT_KEYS } from '@heroscope/schema';
import { describe, expect, it } from 'vitest';
import { AUDIT_WEIGHTS } from '../score/weights.js';
import { AUDITS } from './registry.js';
import { runAudits } from './run-audits.js';
import { makeFacts } from './shared/test-facts.js';
import {
  CTA_ABOVE_FOLD_AUDIT,
  HEADLINE_AUDIT,
  TRUST_SIGNALS_AUDIT,
  VISUAL_HIERARCHY_AUDIT,
} from './shared/hero.js';
import type { Audit, Category } from './types.js';

const FOLDERS: Record<string, Category> = {
  standards: 'Standards',
  clarity: 'Clarity',
  conversion: 'Conversion',
  design: 'Design',
};

function isAudit(value: unknown): value is Audit {
  return (
    typeof value === 'object' &&
    value !== null &&
    'meta' in value &&
    'run' in value &&
    typeof (value as Audit).run === 'function'
  );
}

/** Every audit file in the category folders: one audit per file, named by its id. */
async function auditFiles(): Promise<{ folder: string; id: string; exported: Audit[] }[]> {
  const files: { folder: string; id: string; exported: Audit[] }[] = [];
  for (const folder of Object.keys(FOLDERS)) {
    const names = readdirSync(new URL(`./${folder}/`, import.meta.url))
      .filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts') && n !== 'index.ts')
      .sort();
    for (const name of names) {
      const mod = (await import(`./${folder}/${name}`)) as Record<string, unknown>;
      files.push({
        folder,
        id: name.replace(/\.ts$/, ''),
        exported: Object.values(mod).filter(isAudit),
      });
    }
  }
  return files;
}

describe('audit registry', () => {
  it('has unique ids', () => {
    const ids = AUDITS.map((a) => a.meta.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names each audit file after the id of the audit it exports, in its category folder', async () => {
    const files = await auditFiles();
    for (const file of files) {
      expect(
        file.exported.map((a) => a.meta.id),
        `${file.folder}/${file.id}.ts`,
      ).toEqual([file.id]);
      expect(file.exported[0]!.meta.category).toBe(FOLDERS[file.folder]);
    }
    const fileIds = new Set(files.map((f) => f.id));
    for (const audit of AUDITS) expect(fileIds.has(audit.meta.id), audit.meta.id).toBe(true);
  });

  it('registers every audit file', async () => {
    const registered = new Set(AUDITS);
    for (const file of await auditFiles()) {
      expect(registered.has(file.exported[0]!), `${file.folder}/${file.id}.ts`).toBe(true);
    }
  });

  it('gives every registered audit a weight under its own category', () => {
    for (const audit of AUDITS) {
      const weight = AUDIT_WEIGHTS[audit.meta.category][audit.meta.id];
      expect(weight, `${audit.meta.category}/${audit.meta.id}`).toBeGreaterThan(0);
    }
  });

  it('registers every audit that has a weight', () => {
    const registered = new Set(AUDITS.map((a) => `${a.meta.category}/${a.meta.id}`));
    const weighted = Object.entries(AUDIT_WEIGHTS).flatMap(([category, ids]) =>
      Object.keys(ids).map((id) => `${category}/${id}`),
    );
    expect(weighted.filter((key) => !registered.has(key))).toEqual([]);
  });

  it('lists only known facts as required', () => {
    for (const audit of AUDITS) {
      for (const key of audit.meta.requiredFacts) {
        expect(FACT_KEYS, `${audit.meta.id} requires ${key}`).toContain(key);
      }
    }
  });

  it('names a source and explains why each audit matters', () => {
    for (const audit of AUDITS) {
      expect(audit.meta.source.name.trim(), audit.meta.id).not.toBe('');
      expect(audit.meta.title.trim(), audit.meta.id).not.toBe('');
      expect(audit.meta.description.trim(), audit.meta.id).not.toBe('');
      if (audit.meta.source.url) expect(audit.meta.source.url).toMatch(/^https:\/\//);
    }
  });

  it('has at least 45 audits', () => {
    expect(AUDITS.length).toBeGreaterThanOrEqual(45);
  });
});

describe('audits that charge a missing subject to another audit', () => {
  it('name one that exists in their own category and weighs in the score', () => {
    // An empty page has no headline, no call to action and no trust signal: every audit that
    // charges what is missing to another says so here.
    const byId = new Map(AUDITS.map((a) => [a.meta.id, a]));
    const pairs = runAudits(makeFacts(), AUDITS)
      .filter((r) => r.chargedTo)
      .map((r) => [r, byId.get(r.chargedTo!)] as const);
    expect(pairs.length).toBeGreaterThanOrEqual(8);
    for (const [r, target] of pairs) {
      expect(target, `${r.id} -> ${r.chargedTo}`).toBeDefined();
      expect(target!.meta.category, `${r.id} -> ${r.chargedTo}`).toBe(r.category);
      expect(AUDIT_WEIGHTS[r.category][target!.meta.id] ?? 0, r.chargedTo).toBeGreaterThan(0);
    }
    for (const id of [
      CTA_ABOVE_FOLD_AUDIT,
      HEADLINE_AUDIT,
      VISUAL_HIERARCHY_AUDIT,
      TRUST_SIGNALS_AUDIT,
    ])
      expect(byId.has(id), id).toBe(true);
  });
});
