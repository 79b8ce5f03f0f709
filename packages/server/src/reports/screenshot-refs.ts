import type { AnalysisResult, PageFacts, ViewportName } from '@heroscope/schema';

export interface ScreenshotBytes {
  viewport: ViewportName;
  mimeType: string;
  width: number;
  height: number;
  bytes: Buffer;
}

/** What a stored result or facts holds where the data URL was. */
export const screenshotRef = (viewport: ViewportName) => `screenshot:${viewport}`;

function decodeDataUrl(dataUrl: string): { mimeType: string; bytes: Buffer } {
  const match = /^data:([^;,]+);base64,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error('a screenshot is not a base64 data URL');
  return { mimeType: match[1]!, bytes: Buffer.from(match[2]!, 'base64') };
}

/**
 * Takes the screenshots out of a result and its facts: the images as bytes (a third smaller
 * than base64, and served without parsing the JSON), the JSON with references in their place.
 */
export function extractScreenshots(
  result: AnalysisResult,
  facts: PageFacts,
): { result: AnalysisResult; facts: PageFacts; screenshots: ScreenshotBytes[] } {
  const screenshots = (['desktop', 'mobile'] as const).map((viewport) => {
    const shot = facts[viewport].screenshot;
    return { viewport, width: shot.width, height: shot.height, ...decodeDataUrl(shot.dataUrl) };
  });
  const strip = (viewport: ViewportName) => ({
    ...facts[viewport],
    screenshot: { ...facts[viewport].screenshot, dataUrl: screenshotRef(viewport) },
  });
  const desktopDataUrl = facts.desktop.screenshot.dataUrl;
  return {
    result: {
      ...result,
      websiteContent: {
        ...result.websiteContent,
        // The report shows the desktop capture; anything else (none today) is kept as it is.
        image:
          result.websiteContent.image === desktopDataUrl
            ? screenshotRef('desktop')
            : result.websiteContent.image,
      },
    },
    facts: { ...facts, desktop: strip('desktop'), mobile: strip('mobile') },
    screenshots,
  };
}

/** The reverse: puts the data URLs back where the references are. */
export function restoreScreenshots(
  result: AnalysisResult,
  facts: PageFacts,
  screenshots: ScreenshotBytes[],
): { result: AnalysisResult; facts: PageFacts } {
  const dataUrl = new Map(
    screenshots.map((s) => [
      screenshotRef(s.viewport),
      `data:${s.mimeType};base64,${s.bytes.toString('base64')}`,
    ]),
  );
  const restore = (value: string) => dataUrl.get(value) ?? value;
  const viewport = (name: ViewportName) => ({
    ...facts[name],
    screenshot: { ...facts[name].screenshot, dataUrl: restore(facts[name].screenshot.dataUrl) },
  });
  return {
    result: {
      ...result,
      websiteContent: { ...result.websiteContent, image: restore(result.websiteContent.image) },
    },
    facts: { ...facts, desktop: viewport('desktop'), mobile: viewport('mobile') },
  };
}
