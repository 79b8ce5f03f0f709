import type { Opportunity } from '@heroscope/schema';

/** Opens every copied prompt, so an AI assistant or a designer knows what the list is for. */
export const ACTION_PROMPT_INSTRUCTION =
  'Please improve the hero section of my landing page. Below is my action list from a HEROSCOPE ' +
  'design review: each item gives the action to take, the component of the page it concerns and ' +
  "the problem it solves. Apply them one by one, keep the brand's voice and visual style, and " +
  'explain briefly what you changed for each item.';

/** The clipboard text of the action list: the instruction, then each item, blank lines between. */
export function buildActionPrompt(items: readonly Opportunity[]): string {
  const blocks = items.map(
    (item) => `Action: ${item.action}\nComponent: ${item.component}\nProblem: ${item.problem}`,
  );
  return [ACTION_PROMPT_INSTRUCTION, ...blocks].join('\n\n');
}
