import { describe, expect, it } from 'vitest';
import { ACTION_PROMPT_INSTRUCTION, buildActionPrompt } from './action-prompt';
import { makeOpportunity } from './test/sample-report';

describe('buildActionPrompt', () => {
  it('is the instruction, then action, component and problem per item, blank lines between', () => {
    const text = buildActionPrompt([
      makeOpportunity({ action: 'Clarify value', component: 'Hero headline', problem: 'Vague.' }),
      makeOpportunity({ action: 'Improve CTA', component: 'Primary button', problem: 'Hidden.' }),
    ]);
    expect(text).toBe(
      `${ACTION_PROMPT_INSTRUCTION}\n\n` +
        'Action: Clarify value\nComponent: Hero headline\nProblem: Vague.\n\n' +
        'Action: Improve CTA\nComponent: Primary button\nProblem: Hidden.',
    );
  });

  it('is the instruction alone for an empty list', () => {
    expect(buildActionPrompt([])).toBe(ACTION_PROMPT_INSTRUCTION);
  });
});
