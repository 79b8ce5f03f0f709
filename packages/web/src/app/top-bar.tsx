import { Link } from 'react-router';

/** The persistent header: short uppercase brand name and a BETA pill. */
export function TopBar() {
  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        <Link to="/" className="top-bar__brand" aria-label="HEROSCOPE home">
          <svg className="top-bar__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="9" fill="currentColor" />
            <circle cx="16" cy="16" r="7.5" fill="none" stroke="#fff" strokeWidth="2.5" />
            <circle cx="16" cy="16" r="2.5" fill="#fff" />
          </svg>
          <span className="top-bar__name">HEROSCOPE</span>
        </Link>
        <span className="top-bar__beta">BETA</span>
      </div>
    </header>
  );
}
