import { useEffect, useState } from 'react';

export interface BrandLogo {
  name: string;
  src: string;
  /** The image's own size, so the page reserves its box before it loads (no layout shift). */
  width?: number;
  height?: number;
}

/** Served from public/, so an operator swaps logos by replacing files, without a rebuild. */
export const LOGOS_MANIFEST_URL = `${import.meta.env.BASE_URL}brand/logos.json`;

function isBrandLogo(value: unknown): value is BrandLogo {
  if (typeof value !== 'object' || value === null) return false;
  const { name, src, width, height } = value as Record<string, unknown>;
  const size = (n: unknown) => n === undefined || (typeof n === 'number' && n > 0);
  return (
    typeof name === 'string' &&
    typeof src === 'string' &&
    name !== '' &&
    src !== '' &&
    size(width) &&
    size(height)
  );
}

export async function fetchBrandLogos(): Promise<BrandLogo[]> {
  const response = await fetch(LOGOS_MANIFEST_URL, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${LOGOS_MANIFEST_URL} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error(`${LOGOS_MANIFEST_URL} is not a list`);
  return body.filter(isBrandLogo);
}

// Both logo strips share one request.
let shared: Promise<BrandLogo[]> | null = null;

export function useBrandLogos(): BrandLogo[] {
  const [logos, setLogos] = useState<BrandLogo[]>([]);
  useEffect(() => {
    let cancelled = false;
    shared ??= fetchBrandLogos();
    shared.then(
      (list) => {
        if (!cancelled) setLogos(list);
      },
      (error: unknown) => {
        shared = null;
        console.warn('Could not load the brand logos', error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return logos;
}
