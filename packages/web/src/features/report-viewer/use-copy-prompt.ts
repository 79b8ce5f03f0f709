import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { COPIED_FEEDBACK_MS } from '../../lib/timing';
import { track } from '../analytics';
import { buildActionPrompt } from './action-prompt';
import type { ViewerAction, ViewerOpportunity } from './viewer-state';

/**
 * Copies the action list as a prompt and shows 'copied!' for 2 seconds (SPEC §9). A clipboard
 * failure is only logged (SPEC §8): the button simply does not change.
 */
export function useCopyPrompt(
  items: ViewerOpportunity[],
  dispatch: Dispatch<ViewerAction>,
): () => Promise<void> {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(async () => {
    try {
      await navigator.clipboard.writeText(buildActionPrompt(items.map((item) => item.opportunity)));
    } catch (error) {
      console.error('Could not copy to the clipboard', error);
      return;
    }
    dispatch({ type: 'promptCopied' });
    track('copy_prompt_used');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => dispatch({ type: 'copiedFeedbackEnded' }),
      COPIED_FEEDBACK_MS,
    );
  }, [items, dispatch]);
}
