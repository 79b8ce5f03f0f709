import type { Opportunity, Question, ReportVersion, ViewerReport } from '@heroscope/schema';

/** A small, entirely fictional report for unit and component tests ("Fernwick Notes"). */

export function makeOpportunity(overrides: Partial<Opportunity> = {}): Opportunity {
  return {
    metric: 'Clarity',
    component: 'Hero headline',
    problem: 'The headline could open any website.',
    action: 'Clarify value',
    reason: 'Visitors decide in seconds whether a page is for them.',
    usercategory: 'Incomplete',
    ...overrides,
  };
}

const question = (text: string, impact: string, options: string[]): Question => ({
  text,
  impact,
  options,
});

export const ORIGINAL_OPPORTUNITIES: Opportunity[] = [
  makeOpportunity({
    metric: 'Clarity',
    component: 'Hero headline',
    problem: "The headline 'Think better' says nothing about notes or who they are for.",
    action: 'Clarify value',
    marker: [20, 12],
    points: 8,
    resources: [{ name: 'Headline checklist', why: 'Five questions a headline must answer.' }],
  }),
  makeOpportunity({
    metric: 'Conversion',
    component: 'Primary button',
    problem: "The button 'Learn more' does not say what happens next.",
    action: 'Improve CTA',
    reason: 'A specific label sets expectations and lifts clicks.',
    marker: [20, 12],
    points: 6,
    status: 'Low confidence',
    hasDocument: true,
    hasPerson: true,
  }),
  makeOpportunity({
    metric: 'Conversion',
    component: 'Customer testimonials',
    problem: 'No quote, rating or logo shows that anyone uses the app.',
    action: 'Lacking trust',
    usercategory: 'Missing',
    points: 5,
  }),
  makeOpportunity({
    metric: 'Design',
    component: 'Colour palette',
    problem: 'Two calm colours and one accent keep the page focused.',
    action: 'Well executed',
    usercategory: 'Well implemented',
    marker: [60, 30],
    points: 0,
  }),
  makeOpportunity({
    metric: 'Technical Color',
    component: 'Footer links',
    problem: 'Grey links on white fall below 4.5:1 contrast.',
    action: 'Update colors',
    marker: [1220, 95],
    points: 3,
  }),
  makeOpportunity({
    metric: 'Standards',
    component: 'Meta description',
    problem: 'Search results show a random sentence from the page.',
    action: 'Add content',
    usercategory: 'Missing',
    marker: null,
    points: 2,
  }),
];

export const ITERATION_OPPORTUNITIES: Opportunity[] = [
  makeOpportunity({
    metric: 'Design',
    component: 'Feature icons',
    problem: 'Icons mix outline and filled styles.',
    action: 'Update design',
    marker: [45, 55],
    points: 2,
  }),
  makeOpportunity({
    metric: 'Clarity',
    component: 'Sub-headline',
    problem: 'The sub-headline repeats the headline.',
    action: 'Simplify message',
    marker: [30, 20],
    points: 1,
  }),
];

const ORIGINAL: ReportVersion = {
  websiteContent: {
    image: '/samples/fernwick-v1.webp',
    alt: 'original page',
    width: 1440,
    height: 3000,
  },
  scores: [
    { label: 'Standards', value: 0 },
    { label: 'Clarity', value: 62 },
    { label: 'Conversion', value: 47 },
    { label: 'Design', value: 71 },
  ],
  questions: [
    question('Who is the page mainly for?', 'Affects your Clarity score.', [
      'Students',
      'Researchers',
      'Teams',
      'Other',
    ]),
    question('What should a visitor do first?', 'Affects your Conversion score.', [
      'Start free',
      'Watch a demo',
      'Other',
    ]),
    question('Which tone fits your brand?', 'Affects your Design score.', [
      'Calm',
      'Playful',
      'Bold',
      'Other',
    ]),
  ],
  opportunities: ORIGINAL_OPPORTUNITIES,
  brandIntelligence: {
    colorScheme: [
      { color: '#fbfaf7', name: 'Background' },
      { color: '#1f3a5f', name: 'Primary' },
    ],
    typography: [
      { size: '100px', text: 'Notes that think with you', className: 'heading' },
      { size: '70px', text: 'For students and researchers', className: 'subheading' },
    ],
    insights: [
      { title: 'Product Overview', icon: 'book', content: 'Fernwick Notes links your notes.' },
      { title: 'Key Benefits', icon: 'check-circle', content: 'Find any idea in seconds.' },
      { title: 'Primary Users', icon: 'user', content: 'Graduate students.' },
    ],
    goals: ['Keep a minimalistic style', 'Leave out a hero image'],
  },
};

const ITERATION: NonNullable<ViewerReport['iteration1Data']> = {
  websiteContent: {
    image: '/samples/fernwick-v2.webp',
    alt: 'iteration 1 page',
    width: 1440,
    height: 2800,
  },
  scores: [
    { label: 'Standards', value: 0 },
    { label: 'Clarity', value: 74 },
    { label: 'Conversion', value: 71 },
    { label: 'Design', value: 80 },
  ],
  questions: [
    question('Should the demo video autoplay?', 'Affects your Conversion score.', [
      'Yes',
      'No',
      'Other',
    ]),
  ],
  opportunities: ITERATION_OPPORTUNITIES,
};

/** The fictional report, with its iteration unless `iteration: false`. */
export function makeReport({ iteration = true } = {}): ViewerReport {
  return {
    siteName: 'Fernwick Notes',
    siteUrl: 'https://fernwick.example',
    originalData: ORIGINAL,
    ...(iteration ? { iteration1Data: ITERATION } : {}),
  };
}
