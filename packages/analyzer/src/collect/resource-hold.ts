import type { CDPSession } from 'playwright-core';

/**
 * Keeps pictures and web fonts waiting in the browser until `release`, as a slow connection
 * does: the page is parsed and laid out first, and what arrives later moves it the same way
 * every run (see layout-shift-script.ts). Requests of other types pass untouched.
 */
export class ResourceHold {
  /** The request types held (CDP's names), for whoever waits on the rest of the network. */
  static readonly TYPES = ['Image', 'Font'] as const;

  private holding = true;
  private readonly held: string[] = [];

  private constructor(private readonly cdp: CDPSession) {}

  static async start(cdp: CDPSession): Promise<ResourceHold> {
    const hold = new ResourceHold(cdp);
    cdp.on('Fetch.requestPaused', (e) => {
      if (hold.holding) hold.held.push(e.requestId);
      else void hold.pass(e.requestId);
    });
    await cdp.send('Fetch.enable', {
      patterns: ResourceHold.TYPES.map((resourceType) => ({ resourceType })),
    });
    return hold;
  }

  /** Lets every held request go on and stops intercepting. Safe to call more than once. */
  async release(): Promise<void> {
    if (!this.holding) return;
    this.holding = false;
    const held = this.held.splice(0);
    await Promise.all(held.map((id) => this.pass(id)));
    await this.cdp.send('Fetch.disable').catch(() => {});
  }

  private pass(requestId: string): Promise<void> {
    // A request whose page or frame went away in the meantime cannot be continued: nothing lost.
    return this.cdp.send('Fetch.continueRequest', { requestId }).then(
      () => {},
      () => {},
    );
  }
}
