import { readFileSync } from 'node:fs';
import { z } from 'zod';

const siteSchema = z.object({
  route: z.string().regex(/^[a-z0-9-]+$/),
  siteName: z.string().min(1),
  domain: z.string().regex(/^[a-z0-9-]+\.example$/),
  kind: z.string().min(1),
  quality: z.enum(['strong', 'mixed', 'weak']),
  iteration: z.boolean(),
});
export type SampleSite = z.infer<typeof siteSchema>;

const manifestSchema = z.object({
  sites: z.array(siteSchema).min(1),
  embedded: z.array(
    z.object({
      path: z.string().regex(/^[a-z0-9-]+$/),
      /** Under packages/web/public, as SPEC §7 fetches it: /{fileName}.html. */
      file: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)?\.html$/),
      /** Under samples/pages. */
      source: z.string().regex(/^[a-z0-9-]+\/v[12]\.html$/),
    }),
  ),
});
export type SamplesManifest = z.infer<typeof manifestSchema>;

/** samples/sites.json, checked: unique routes and domains, so no two samples overwrite each other. */
export function readSamplesManifest(path: string): SamplesManifest {
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  for (const key of ['route', 'domain'] as const) {
    const seen = new Set<string>();
    for (const site of manifest.sites) {
      if (seen.has(site[key])) throw new Error(`samples/sites.json: ${key} '${site[key]}' twice`);
      seen.add(site[key]);
    }
  }
  return manifest;
}
