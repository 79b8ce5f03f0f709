import type { ViewerReport } from '@heroscope/schema';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { RuntimeConfigProvider } from '../../../lib/runtime-config-context';
import { stubNetwork } from '../../../test/network-stub';
import { ReportViewer } from '../report-viewer';

/**
 * jsdom lacks what Radix's tooltip positioning and the marker scroll call: a ResizeObserver that
 * never reports (layout is not computed there) and a scrollIntoView to spy on.
 */
export function stubLayoutApis() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  const scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  return { scrollIntoView };
}

/** Renders the viewer as the app does (inside the runtime configuration), with the network faked. */
export function renderViewer(report: ViewerReport, options: { config?: number } = {}) {
  stubNetwork(options.config === undefined ? {} : { config: options.config });
  const layout = stubLayoutApis();
  const user = userEvent.setup();
  const view = render(
    <RuntimeConfigProvider>
      <ReportViewer report={report} />
    </RuntimeConfigProvider>,
  );
  return { ...view, ...layout, user };
}
