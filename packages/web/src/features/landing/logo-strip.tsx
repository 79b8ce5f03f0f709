import { useBrandLogos } from './brand-logos';

interface LogoStripProps {
  label: string;
  size?: 'sm' | 'md';
}

/** A row of company wordmarks loaded at runtime from public/brand/logos.json. */
export function LogoStrip({ label, size = 'md' }: LogoStripProps) {
  const logos = useBrandLogos();
  return (
    <ul className={`logo-strip logo-strip--${size}`} aria-label={label}>
      {logos.map((logo) => (
        <li key={logo.src} className="logo-strip__item">
          <img
            className="logo-strip__logo"
            src={logo.src}
            alt={logo.name}
            width={logo.width}
            height={logo.height}
            loading="lazy"
          />
        </li>
      ))}
    </ul>
  );
}
