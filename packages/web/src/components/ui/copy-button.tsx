import { useEffect, useRef, useState } from 'react';
import { COPIED_FEEDBACK_MS } from '../../lib/timing';
import { CheckIcon, CopyIcon } from './icons';
import './copy-button.css';

interface CopyButtonProps {
  /** The text put on the clipboard, also the button's visible label. */
  text: string;
}

/** Copies its text on click and shows a copied state for a moment; a failure is only logged. */
export function CopyButton({ text }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.error('Could not copy to the clipboard', error);
      return;
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
  };

  return (
    <>
      <button
        type="button"
        className={`copy-button${copied ? ' copy-button--copied' : ''}`}
        onClick={copy}
        aria-label={copied ? `${text} copied` : `Copy ${text}`}
      >
        <span className="copy-button__text">{text}</span>
        {copied ? (
          <span className="copy-button__state">
            <CheckIcon width="16" height="16" />
            Copied
          </span>
        ) : (
          <CopyIcon className="copy-button__icon" width="16" height="16" />
        )}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? 'Copied to the clipboard' : ''}
      </span>
    </>
  );
}
