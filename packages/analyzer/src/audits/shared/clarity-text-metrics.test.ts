import { describe, expect, it } from 'vitest';
import { wordCount, words } from './clarity-text-metrics.js';

describe('words', () => {
  it('splits Latin-script copy on spaces and trims punctuation', () => {
    expect(words('Make your notch useful.')).toEqual(['Make', 'your', 'notch', 'useful']);
    expect(wordCount('Das gesetzliche Widerrufsformular — selbst gehostet')).toBe(5);
    // A word's last letter may carry a combining mark (a Devanagari vowel sign): not punctuation.
    expect(words('नमस्ते दुनिया।')).toEqual(['नमस्ते', 'दुनिया']);
  });

  it('finds the words of Chinese and Japanese copy, which has no spaces between them', () => {
    // "A native macOS app to view and monitor system processes, shown as a tree": 14 words in
    // English; read on spaces it was 2.
    const chinese = '一款原生 macOS 应用，用于查看和监控系统进程，支持层级树状显示。';
    expect(wordCount(chinese)).toBeGreaterThanOrEqual(10);
    expect(words(chinese)).toContain('macOS');
    expect(words(chinese)).toContain('进程');
    expect(wordCount('無料・MIT ライセンス ／ 登録も、送信もありません')).toBeGreaterThanOrEqual(6);
  });
});
