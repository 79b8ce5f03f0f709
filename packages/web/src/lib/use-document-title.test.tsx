import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';
import { APP_TITLE, documentTitle, useDocumentTitle } from './use-document-title';

function Page({ title }: { title?: string }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle', () => {
  it('names the tab after the page, then the product', () => {
    render(<Page title="Pricing" />);
    expect(document.title).toBe('Pricing · HEROSCOPE');
  });

  it('follows a change of title', () => {
    const { rerender } = render(<Page title="First" />);
    rerender(<Page title="Second" />);
    expect(document.title).toBe('Second · HEROSCOPE');
  });

  it("uses the landing's title for a page without a name", () => {
    document.title = 'left over';
    render(<Page />);
    expect(document.title).toBe(APP_TITLE);
    expect(documentTitle()).toBe(APP_TITLE);
  });

  it('matches the title index.html shows before the app runs', () => {
    expect(indexHtml).toContain(`<title>${APP_TITLE}</title>`);
  });
});
