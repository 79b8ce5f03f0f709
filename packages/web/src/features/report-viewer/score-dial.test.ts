import { describe, expect, it } from 'vitest';
import { changeSinceV1 } from './score-dial';

describe('changeSinceV1', () => {
  it('says how far a score moved since v1, either way', () => {
    expect(changeSinceV1(74, 62)).toBe('+12 since v1');
    expect(changeSinceV1(59, 62)).toBe('−3 since v1');
  });

  it('says nothing when nothing moved, without a v1, or when either version is NA', () => {
    expect(changeSinceV1(62.4, 62)).toBeNull();
    expect(changeSinceV1(62, undefined)).toBeNull();
    expect(changeSinceV1(0, 62)).toBeNull();
    expect(changeSinceV1(62, 0)).toBeNull();
  });
});
