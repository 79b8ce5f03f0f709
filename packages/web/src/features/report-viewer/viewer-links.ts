import { useConfigValue } from '../../lib/runtime-config-context';

/** Where 'How is it calculated?' leads while the runtime configuration is missing (server default). */
export const DEFAULT_DOCS_URL = '/methodology';

export interface ViewerLinks {
  docsUrl: string;
  /** Undefined until the runtime configuration loads: the viewer then offers the call without a link. */
  bookingUrl: string | undefined;
}

/** The links the viewer shows, from the runtime configuration so an operator can change them. */
export function useViewerLinks(): ViewerLinks {
  const config = useConfigValue();
  return { docsUrl: config?.docsUrl ?? DEFAULT_DOCS_URL, bookingUrl: config?.bookingUrl };
}
