import { BASE_CHROMIUM_ARGS, findChromium } from '@heroscope/analyzer';
import { chromium, type Browser, type Page } from 'playwright-core';

export interface EncodedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

export interface ImageEncoder {
  /** The whole image scaled to `width`, as WebP. */
  resize(dataUrl: string, width: number, quality: number): Promise<EncodedImage>;
  /** The top of the image at `ratio` (height / width) of its width, scaled to `width`, as WebP. */
  firstScreen(
    dataUrl: string,
    width: number,
    ratio: number,
    quality: number,
  ): Promise<EncodedImage>;
}

/**
 * Encodes screenshots to WebP with Chromium's own canvas encoder: no image library to install,
 * and the same input gives the same bytes (software rasterisation, no GPU).
 */
export async function createImageEncoder(): Promise<ImageEncoder & { close(): Promise<void> }> {
  const found = await findChromium();
  const browser: Browser = await chromium.launch({
    executablePath: found.executablePath,
    headless: true,
    args: [...found.extraArgs, ...BASE_CHROMIUM_ARGS],
  });
  const page: Page = await browser.newPage();

  async function encode(
    dataUrl: string,
    width: number,
    ratio: number | null,
    quality: number,
  ): Promise<EncodedImage> {
    const out = await page.evaluate(
      async ({ dataUrl, width, ratio, quality }) => {
        const img = new Image();
        img.src = dataUrl;
        await img.decode();
        const sourceHeight =
          ratio === null
            ? img.naturalHeight
            : Math.min(img.naturalHeight, Math.round(img.naturalWidth * ratio));
        const height = Math.round((sourceHeight * width) / img.naturalWidth);
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const ctx = canvas.getContext('2d');
        if (!ctx) throw new Error('no 2d context');
        ctx.imageSmoothingEnabled = true;
        ctx.imageSmoothingQuality = 'high';
        ctx.drawImage(img, 0, 0, img.naturalWidth, sourceHeight, 0, 0, width, height);
        return { url: canvas.toDataURL('image/webp', quality), width, height };
      },
      { dataUrl, width, ratio, quality },
    );
    const [, base64 = ''] = out.url.split(',');
    if (!out.url.startsWith('data:image/webp')) throw new Error('this Chromium cannot encode WebP');
    return { bytes: Buffer.from(base64, 'base64'), width: out.width, height: out.height };
  }

  return {
    resize: (dataUrl, width, quality) => encode(dataUrl, width, null, quality),
    firstScreen: (dataUrl, width, ratio, quality) => encode(dataUrl, width, ratio, quality),
    close: () => browser.close(),
  };
}
