import { CopyButton } from '../components/ui/copy-button';
import { CalendarIcon } from '../components/ui/icons';
import { useConfigValue } from '../lib/runtime-config-context';

/** The persistent footer: the support address to copy and a call with the founder. */
export function SiteFooter() {
  const config = useConfigValue();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__contact">
          <p className="site-footer__label">Questions? Write to us</p>
          {/* Reserved space while the configuration loads, so nothing jumps. */}
          <div className="site-footer__slot">
            {config ? <CopyButton text={config.supportEmail} /> : null}
          </div>
        </div>
        {config ? (
          <a
            className="site-footer__booking"
            href={config.bookingUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <CalendarIcon />
            Book a call with the founder
          </a>
        ) : null}
        <p className="site-footer__legal">© {new Date().getFullYear()} HEROSCOPE · Beta</p>
      </div>
    </footer>
  );
}
