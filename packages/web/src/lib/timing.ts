/** Timing constants of SPEC §9, kept in one place. */

/** How long a toast stays before it dismisses itself. */
export const TOAST_DURATION_MS = 5000;

/** How long a copy button shows its "copied" state. */
export const COPIED_FEEDBACK_MS = 2000;
