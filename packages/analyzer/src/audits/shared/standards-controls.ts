import type { Interactive } from '@heroscope/schema';
import { quote } from './hero.js';
import { shortUrl } from './standards-format.js';

/** What a visitor can tell a link or button by: its words, else where it goes, else its selector. */
export function controlLabel(i: Interactive): string {
  const words = i.text.trim() || i.accessibleName.trim();
  if (words) return quote(words, 40);
  if (i.kind === 'link' && i.href) return `to ${shortUrl(i.href)}`;
  return `at ${i.selector}`;
}

/** "The link 'Pricing'", "The link to twitter.com/acme", "The button at header > button". */
export function controlName(i: Interactive): string {
  return `The ${i.kind === 'link' ? 'link' : 'button'} ${controlLabel(i)}`;
}
