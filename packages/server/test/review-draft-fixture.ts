import type { DraftOpportunity, ReviewDraft } from '@heroscope/schema';

/** A small hand-made draft for the pure tests of the review console (fictional page). */
export function sampleDraft(): ReviewDraft {
  const opportunity = (
    id: string,
    metric: string,
    points: number,
    problem: string,
  ): DraftOpportunity => ({
    id,
    metric,
    component: 'Hero',
    problem,
    action: 'Clarify value',
    reason: `Because ${problem.toLowerCase()}`,
    usercategory: 'Incomplete',
    marker: [10, 20],
    points,
    auditId: `audit-${id}`,
  });
  return {
    websiteContent: { image: 'screenshot:desktop', alt: 'original page', width: 1440, height: 900 },
    engineScores: [
      { label: 'Standards', value: 80 },
      { label: 'Clarity', value: 60 },
      { label: 'Conversion', value: 70 },
      { label: 'Design', value: 0 },
    ],
    questions: [
      {
        text: 'Who is the page for?',
        impact: 'Sharper headline',
        options: ['Teams', 'Solo', 'Both'],
      },
      {
        text: 'What should a visitor do?',
        impact: 'One clear CTA',
        options: ['Buy', 'Try', 'Call'],
      },
    ],
    opportunities: [
      opportunity('o1', 'Clarity', 12.4, 'The headline says nothing'),
      opportunity('o2', 'Standards', 6, 'No page language'),
      opportunity('o3', 'Conversion', 9.6, 'Two competing buttons'),
    ],
    brandIntelligence: {
      colorScheme: [{ color: '#112233', name: 'Ink' }],
      typography: [{ size: '48px', text: 'Headline', className: 'h1' }],
      insights: [{ title: 'Tone', icon: 'spark', content: 'Friendly' }],
      goals: ['Sign-ups'],
    },
  };
}
