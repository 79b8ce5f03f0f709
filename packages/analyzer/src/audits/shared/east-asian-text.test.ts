import { describe, expect, it } from 'vitest';
import { halfWidthLength, isEastAsianText } from './east-asian-text.js';

describe('east-asian-text', () => {
  it('tells Chinese, Japanese and Korean text from Latin text', () => {
    expect(isEastAsianText('数万枚の写真を、待たずに見る。')).toBe(true);
    expect(isEastAsianText('以树状结构查看和监控进程')).toBe(true);
    expect(isEastAsianText('사진을 기다리지 않고')).toBe(true);
    expect(isEastAsianText('Windows が持っている変更の記録を読む')).toBe(true);
    expect(isEastAsianText('A photo manager for Windows (写真)')).toBe(false);
    expect(isEastAsianText('Das gesetzliche Widerrufsformular')).toBe(false);
    expect(isEastAsianText('2026')).toBe(false);
  });

  it('counts a full-width character as two half-width units', () => {
    expect(halfWidthLength('abc')).toBe(3);
    expect(halfWidthLength('写真abc')).toBe(7);
    expect(halfWidthLength('、。')).toBe(4);
  });
});
