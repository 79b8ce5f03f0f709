import type { BrandIntelligence } from '@heroscope/schema';

/**
 * Shown when a report has no brand intelligence of its own (SPEC §4), and labelled as a sample.
 * Fictional: a small UK writing and editing service, like the placeholder text SPEC §1 describes.
 */
export const FALLBACK_BRAND_INTELLIGENCE: BrandIntelligence = {
  colorScheme: [
    { color: '#fbf8f3', name: 'Background' },
    { color: '#1e2433', name: 'Text' },
    { color: '#b4532a', name: 'Accent' },
    { color: '#5b6b8c', name: 'Icon' },
    { color: '#243b6b', name: 'Primary' },
    { color: '#e9dfd0', name: 'Secondary' },
  ],
  typography: [
    { size: '100px', text: 'Words that work', className: 'heading' },
    { size: '70px', text: 'Writing, editing and design', className: 'subheading' },
  ],
  insights: [
    {
      title: 'Product Overview',
      icon: 'book',
      content:
        'Marrowby Editorial is a small UK studio that writes, edits and designs: manuscripts ' +
        'and theses made ready for submission, reports and web copy for organisations, and ' +
        'portfolios and pitch decks laid out for creatives.',
    },
    {
      title: 'Key Benefits',
      icon: 'check-circle',
      content:
        'One team from first draft to finished layout; editors who specialise by field; fixed ' +
        'quotes before work starts; turnaround dates that are kept.',
    },
    {
      title: 'Primary Users',
      icon: 'user',
      content:
        'Authors and academics, businesses and organisations, and designers and creatives who ' +
        'need their words to read as well as they look.',
    },
  ],
  goals: [
    'Keep the minimalistic style of the current site',
    'Leave out a large visual image in the hero section',
  ],
};
