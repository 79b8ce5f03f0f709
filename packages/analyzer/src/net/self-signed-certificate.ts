import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SelfSignedCertificate {
  key: Buffer;
  cert: Buffer;
  /** Base64 SHA-256 of the public key (SPKI), what the collector's `trustedSpkiHashes` takes. */
  spkiHash: string;
}

/**
 * A throwaway certificate for local HTTPS servers the engine is pointed at (test fixtures, the
 * sample pages): made with the system's openssl, valid two days, trusted by the collector through
 * its SPKI hash rather than by any certificate store.
 */
export function createSelfSignedCertificate(
  commonName: string,
  domains: readonly string[],
): SelfSignedCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'heroscope-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        `/CN=${commonName}`,
        '-addext',
        `subjectAltName=${domains.map((d) => `DNS:${d}`).join(',')}`,
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const key = readFileSync(join(dir, 'key.pem'));
    const cert = readFileSync(join(dir, 'cert.pem'));
    const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
    return { key, cert, spkiHash: createHash('sha256').update(spki).digest('base64') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
