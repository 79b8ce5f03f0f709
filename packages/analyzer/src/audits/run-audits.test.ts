import { describe, expect, it } from 'vitest';
import { makeFacts } from './shared/test-facts.js';
import { runAudits } from './run-audits.js';
import { defineAudit, type Audit, type AuditProduct } from './types.js';

function audit(
  id: string,
  run: () => AuditProduct,
  requiredFacts: Audit['meta']['requiredFacts'] = [],
): Audit {
  return defineAudit({
    meta: {
      id,
      category: 'Conversion',
      title: id,
      description: 'Test audit.',
      source: { name: 'Test' },
      requiredFacts,
    },
    run,
  });
}

describe('runAudits', () => {
  it('turns a throwing audit into an error result and keeps running the others', () => {
    const results = runAudits(makeFacts(), [
      audit('boom', () => {
        throw new Error('cannot read rect of undefined');
      }),
      audit('fine', () => ({ score: 1, findings: [] })),
    ]);
    expect(results[0]).toMatchObject({
      id: 'boom',
      status: 'error',
      score: null,
      findings: [],
      error: 'cannot read rect of undefined',
    });
    expect(results[1]).toMatchObject({ id: 'fine', status: 'pass', score: 1 });
  });

  it('reports a non-Error throw as text', () => {
    const [r] = runAudits(makeFacts(), [
      audit('odd', () => {
        throw 'plain string';
      }),
    ]);
    expect(r).toMatchObject({ status: 'error', error: 'plain string' });
  });

  it('marks an audit not applicable when a required fact is null, without running it', () => {
    let ran = false;
    const [r] = runAudits(makeFacts({ axe: null }), [
      audit(
        'needs-axe',
        () => {
          ran = true;
          return { score: 1, findings: [] };
        },
        ['axe'],
      ),
    ]);
    expect(ran).toBe(false);
    expect(r).toMatchObject({ status: 'not-applicable', score: null });
    expect(r!.details.notApplicableReason).toBe('Missing facts: axe');
  });

  it('passes a null score through as not applicable with its reason', () => {
    const [r] = runAudits(makeFacts(), [
      audit('na', () => ({ score: null, findings: [], notApplicableReason: 'No form.' })),
    ]);
    expect(r).toMatchObject({
      status: 'not-applicable',
      score: null,
      details: { notApplicableReason: 'No form.' },
    });
  });

  it('keeps the audit a not-applicable one is charged to', () => {
    const [charged, plain] = runAudits(makeFacts(), [
      audit('na', () => ({
        score: null,
        findings: [],
        notApplicableReason: 'No CTA.',
        missingChargedTo: 'cta-above-fold-desktop',
      })),
      audit('na2', () => ({ score: null, findings: [], notApplicableReason: 'No form.' })),
    ]);
    expect(charged).toMatchObject({
      status: 'not-applicable',
      chargedTo: 'cta-above-fold-desktop',
    });
    expect(plain!.chargedTo).toBeUndefined();
  });

  it('clamps scores to 0..1 and rejects NaN', () => {
    const results = runAudits(makeFacts(), [
      audit('high', () => ({ score: 1.7, findings: [] })),
      audit('low', () => ({ score: -0.2, findings: [] })),
      audit('nan', () => ({ score: Number.NaN, findings: [] })),
    ]);
    expect(results.map((r) => [r.score, r.status])).toEqual([
      [1, 'pass'],
      [0, 'fail'],
      [null, 'error'],
    ]);
    expect(results[2]!.error).toContain('invalid score');
  });

  it('keeps findings and details of a failing audit', () => {
    const [r] = runAudits(makeFacts(), [
      audit('partial', () => ({
        score: 0.5,
        findings: [
          { component: 'X', problem: 'Y', action: 'Improve CTA', usercategory: 'Incomplete' },
        ],
        details: { measured: 3 },
      })),
    ]);
    expect(r).toMatchObject({ status: 'fail', score: 0.5, details: { measured: 3 } });
    expect(r!.findings).toHaveLength(1);
  });
});
