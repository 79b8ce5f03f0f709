import * as Tabs from '@radix-ui/react-tabs';
import type { Ref } from 'react';
import { GlobeIcon, PlusIcon } from '../../components/ui/icons';

interface VersionHeaderProps {
  siteName: string;
  onOpenBrand: () => void;
  /** The brand dialog hands focus back to '+' when it closes. */
  brandButtonRef: Ref<HTMLButtonElement>;
}

/**
 * The tabbed header above the frame: the website-name chip, the v1 and v2 tabs, and '+', the
 * third iteration tab, which opens the brand intelligence instead of a version (SPEC §4).
 */
export function VersionHeader({ siteName, onOpenBrand, brandButtonRef }: VersionHeaderProps) {
  return (
    <div className="version-header">
      <span className="version-header__site">
        <GlobeIcon width="16" height="16" />
        <span className="version-header__name">{siteName}</span>
      </span>
      <Tabs.List className="segmented" aria-label="Report version">
        <Tabs.Trigger className="segmented__tab" value="v1">
          v1
        </Tabs.Trigger>
        <Tabs.Trigger className="segmented__tab" value="v2">
          v2
        </Tabs.Trigger>
      </Tabs.List>
      <button
        ref={brandButtonRef}
        type="button"
        className="version-header__add"
        aria-label="Brand intelligence"
        aria-haspopup="dialog"
        onClick={onOpenBrand}
      >
        <PlusIcon width="18" height="18" />
      </button>
    </div>
  );
}
