/**
 * Scrolls an element to the centre of the area the visitor reads it in. On desktop the sidebar
 * scrolls on its own, and scrollIntoView would also nudge the window (the page is a little taller
 * than the screen, for the footer), so only the sidebar moves; elsewhere the window scrolls.
 */
export function scrollToCentre(element: HTMLElement, container: HTMLElement | null): void {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const behavior: ScrollBehavior = reduced ? 'auto' : 'smooth';
  const scrollsItself =
    container !== null &&
    ['auto', 'scroll'].includes(getComputedStyle(container).overflowY) &&
    container.scrollHeight > container.clientHeight;
  if (scrollsItself && typeof container.scrollBy === 'function') {
    const box = container.getBoundingClientRect();
    const target = element.getBoundingClientRect();
    const offset = target.top - box.top - (box.height - target.height) / 2;
    container.scrollBy({ top: offset, behavior });
    return;
  }
  element.scrollIntoView?.({ block: 'center', behavior });
}
