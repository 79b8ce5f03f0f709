import { lazy, Suspense, useEffect, useState } from 'react';
import { CheckCircleIcon } from '../../components/ui/icons';
import { track } from '../analytics';
import { useToast } from '../toasts/toast-context';
import { EMAIL_SUCCESS_MESSAGE } from '../../lib/messages';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AddressForm } from './address-form';
import { FeaturesSection } from './features-section';
import { LogoStrip } from './logo-strip';
import { SampleGallery } from '../sample-gallery/sample-gallery';
import './landing.css';

// The modal, its validation and the PostgREST client load when first needed (or when the visitor
// heads for the address field), not with the landing.
const loadEmailCapture = () => import('../email-capture/email-capture-modal');
const EmailCaptureModal = lazy(async () => ({
  default: (await loadEmailCapture()).EmailCaptureModal,
}));
const prefetchEmailCapture = () => void loadEmailCapture().catch(() => undefined);

export function LandingPage() {
  const [analysedUrl, setAnalysedUrl] = useState<string | null>(null);
  const [emailModalOpen, setEmailModalOpen] = useState(false);
  const toast = useToast();
  useDocumentTitle();

  useEffect(() => {
    track('landing_viewed');
  }, []);

  const startAnalysis = (url: string) => {
    setAnalysedUrl(url);
    setEmailModalOpen(true);
    track('email_modal_opened');
  };

  return (
    <div className="landing">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__backdrop" aria-hidden="true" />
        <div className="hero__content">
          <p className="hero__eyebrow">Design feedback for landing pages</p>
          <h1 id="hero-title" className="hero__title">
            Improve your website and make it{' '}
            <span className="hero__accent">conversion-friendly</span>
          </h1>
          <p className="hero__subtitle">
            HEROSCOPE understands your goals and gives you personalised design feedback on your
            landing page.
          </p>
          <AddressForm onValidAddress={startAnalysis} onIntent={prefetchEmailCapture} />
          <p className="hero__trust">
            <CheckCircleIcon className="hero__trust-icon" />
            Verified by design professionals · delivered in 3-5 business days
          </p>
          <div className="hero__tagline">
            <p>
              Audited by AI in minutes, then verified by design professionals who have designed for
              well-known companies.
            </p>
            <LogoStrip label="Companies our design professionals have designed for" size="sm" />
          </div>
        </div>
      </section>

      <FeaturesSection />

      <SampleGallery />

      <section className="logos-section" aria-labelledby="logos-title">
        <h2 id="logos-title" className="logos-section__title">
          Our advice is based on the design techniques used by these companies
        </h2>
        <LogoStrip label="Companies whose design techniques inform our advice" />
      </section>

      {emailModalOpen && analysedUrl ? (
        <Suspense fallback={null}>
          <EmailCaptureModal
            url={analysedUrl}
            onClose={() => setEmailModalOpen(false)}
            onSubmitted={() => {
              setEmailModalOpen(false);
              toast.show('success', EMAIL_SUCCESS_MESSAGE);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
