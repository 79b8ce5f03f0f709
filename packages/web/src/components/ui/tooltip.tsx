import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement } from 'react';
import './tooltip.css';

/** Wrap a screen (once) so its tooltips share one open delay. */
export const TooltipProvider = RadixTooltip.Provider;

interface TooltipProps {
  /** The tooltip text, shown on hover and on keyboard focus. */
  content: string;
  /** One focusable element (link, button, or an element with tabIndex 0) that it describes. */
  children: ReactElement;
}

/** A short text shown next to its trigger on hover or focus, announced as its description. */
export function Tooltip({ content, children }: TooltipProps) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content className="tooltip" side="top" sideOffset={6} collisionPadding={12}>
          {content}
          <RadixTooltip.Arrow className="tooltip__arrow" width={12} height={6} />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
