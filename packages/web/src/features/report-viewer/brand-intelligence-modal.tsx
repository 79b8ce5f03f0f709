import type { BrandIntelligence } from '@heroscope/schema';
import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import type { ComponentType, RefObject, SVGProps } from 'react';
import {
  BookIcon,
  CheckCircleIcon,
  CloseIcon,
  InfoIcon,
  UserIcon,
} from '../../components/ui/icons';
import { FALLBACK_BRAND_INTELLIGENCE } from './fallback-brand-intelligence';
import type { BrandTab } from './viewer-state';
import './brand-intelligence-modal.css';

const INSIGHT_ICONS: Record<string, ComponentType<SVGProps<SVGSVGElement>>> = {
  book: BookIcon,
  'check-circle': CheckCircleIcon,
  user: UserIcon,
};

interface BrandIntelligenceModalProps {
  open: boolean;
  tab: BrandTab;
  siteName: string;
  /** The report's own brand intelligence; the built-in sample is shown without it. */
  data: BrandIntelligence | undefined;
  onOpenChange: (open: boolean) => void;
  onTabChange: (tab: BrandTab) => void;
  /** Gets focus back on close (the dialog is opened by a plain button, not a Radix trigger). */
  returnFocusRef: RefObject<HTMLElement | null>;
}

const isBrandTab = (value: string): value is BrandTab =>
  value === 'raw-data' || value === 'insights' || value === 'your-goals';

/** What the analysis read about the brand: colours and type, insights, and the owner's goals. */
export function BrandIntelligenceModal(props: BrandIntelligenceModalProps) {
  const { open, tab, siteName, data, onOpenChange, onTabChange, returnFocusRef } = props;
  const brand = data ?? FALLBACK_BRAND_INTELLIGENCE;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="brand-modal__overlay" />
        <Dialog.Content
          className="brand-modal"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
        >
          <header className="brand-modal__header">
            <div>
              <Dialog.Title className="brand-modal__title">Brand intelligence</Dialog.Title>
              <Dialog.Description className="brand-modal__description">
                {data
                  ? `What the analysis read from ${siteName}'s page.`
                  : `No brand data was collected for ${siteName} yet: this is a sample of what the panel shows.`}
              </Dialog.Description>
            </div>
            <Dialog.Close className="brand-modal__close" aria-label="Close">
              <CloseIcon />
            </Dialog.Close>
          </header>
          <Tabs.Root
            className="brand-modal__tabs"
            value={tab}
            onValueChange={(value) => {
              if (isBrandTab(value)) onTabChange(value);
            }}
          >
            <Tabs.List className="segmented" aria-label="Brand intelligence">
              <Tabs.Trigger className="segmented__tab" value="raw-data">
                Raw data
              </Tabs.Trigger>
              <Tabs.Trigger className="segmented__tab" value="insights">
                Insights
              </Tabs.Trigger>
              <Tabs.Trigger className="segmented__tab" value="your-goals">
                Your goals
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content className="brand-modal__panel" value="raw-data">
              <RawData brand={brand} />
            </Tabs.Content>
            <Tabs.Content className="brand-modal__panel" value="insights">
              <ul className="brand-insights">
                {brand.insights.map((insight) => {
                  const Icon = INSIGHT_ICONS[insight.icon] ?? InfoIcon;
                  return (
                    <li key={insight.title} className="brand-insights__item">
                      <span className="brand-insights__icon">
                        <Icon width="20" height="20" />
                      </span>
                      <div>
                        <h3 className="brand-insights__title">{insight.title}</h3>
                        <p className="brand-insights__content">{insight.content}</p>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </Tabs.Content>
            <Tabs.Content className="brand-modal__panel" value="your-goals">
              {brand.goals.length > 0 ? (
                <ul className="brand-goals">
                  {brand.goals.map((goal) => (
                    <li key={goal} className="brand-goals__item">
                      <CheckCircleIcon width="18" height="18" className="brand-goals__icon" />
                      {goal}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="viewer-empty">No goals recorded for this page yet.</p>
              )}
              <div className="brand-goals__edit">
                <button type="button" className="button button--secondary button--md" disabled>
                  Edit your goals
                </button>
                <span className="coming-soon">Coming soon</span>
              </div>
            </Tabs.Content>
          </Tabs.Root>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

// Heavy weights in a class name ("Inter 800") are shown, the family is not loaded.
const weightOf = (className: string) => /\b([1-9]00)\b/.exec(className)?.[1];

function RawData({ brand }: { brand: BrandIntelligence }) {
  return (
    <>
      <h3 className="brand-modal__subtitle">Colours</h3>
      <ul className="brand-colors">
        {brand.colorScheme.map((entry) => (
          <li key={`${entry.name}-${entry.color}`} className="brand-colors__item">
            <span className="brand-colors__swatch" style={{ background: entry.color }} />
            <span className="brand-colors__name">{entry.name}</span>
            <code className="brand-colors__hex">{entry.color}</code>
          </li>
        ))}
      </ul>
      <h3 className="brand-modal__subtitle">Typography</h3>
      <ul className="brand-type">
        {brand.typography.map((entry) => (
          <li key={`${entry.size}-${entry.text}`} className="brand-type__item">
            <span className="brand-type__meta">
              {entry.size} · {entry.className}
            </span>
            <span
              className="brand-type__sample"
              // At its real size on a wide screen; a phone scales 100px type down to fit.
              style={{
                fontSize: `min(${entry.size}, 12vw)`,
                fontWeight: weightOf(entry.className),
              }}
            >
              {entry.text}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
