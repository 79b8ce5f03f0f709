import type { Interactive } from '@heroscope/schema';
import { quote } from './hero.js';
import { shortUrl } from './standards-format.js';
import { andMore } from './text-list.js';

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

/**
 * Several controls by what a visitor can tell them by: "'Home', 'About' and 3 more", "the links
 * to x.com/acme and y.com/acme". Icon links without words are named by where they go, as
 * controlLabel names one, never by the CSS path that a visitor cannot see.
 */
export function controlLabels(controls: readonly Interactive[], max = 3): string {
  const distinct = [...new Set(controls.map(controlLabel))];
  return andMore(distinct.slice(0, max), distinct.length);
}
