import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeFacts, Rect } from '@heroscope/schema';
import type { CDPSession } from 'playwright-core';
import { evaluateInWorld, evaluateScript } from './evaluate-script.js';

/**
 * axe-core, injected through CDP into our isolated world (not a <script> tag, so a page's CSP
 * cannot block it, and the page can neither see it nor tamper with it).
 */

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'];
let axeSource: Promise<string> | null = null;
const loadAxeSource = () =>
  (axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));

interface AxeRunArgs {
  tags: string[];
}

async function runAxeInPage(args: AxeRunArgs): Promise<AxeFacts> {
  type AxeNode = { target: unknown[]; html: string; failureSummary?: string };
  type AxeRule = {
    id: string;
    impact?: string | null;
    help: string;
    helpUrl: string;
    description: string;
    tags: string[];
    nodes: AxeNode[];
  };
  const axe = (
    window as unknown as {
      axe: { run: (ctx: unknown, o: unknown) => Promise<Record<string, AxeRule[]>> };
    }
  ).axe;
  const result = await axe.run(document, {
    runOnly: { type: 'tag', values: args.tags },
    resultTypes: ['violations'],
    iframes: false,
    elementRef: false,
  });
  const r1 = (n: number) => Math.round(n * 10) / 10;
  const rectOf = (target: unknown[]): Rect | null => {
    const sel = target[0];
    if (typeof sel !== 'string') return null;
    try {
      const el = document.querySelector(sel);
      if (!el) return null;
      const b = el.getBoundingClientRect();
      return {
        x: r1(b.left + scrollX),
        y: r1(b.top + scrollY),
        width: r1(b.width),
        height: r1(b.height),
      };
    } catch {
      return null;
    }
  };
  const impacts = ['minor', 'moderate', 'serious', 'critical'];
  return {
    violations: (result.violations ?? []).map((v) => ({
      id: v.id,
      impact: (impacts.includes(v.impact ?? '')
        ? v.impact
        : null) as AxeFacts['violations'][number]['impact'],
      help: v.help,
      helpUrl: v.helpUrl,
      description: v.description,
      tags: v.tags,
      nodes: v.nodes.slice(0, 50).map((n) => ({
        target: n.target.map((t) => (Array.isArray(t) ? t.join(' ') : String(t))).join(' '),
        html: n.html.slice(0, 500),
        rect: rectOf(n.target),
        failureSummary: n.failureSummary ?? '',
      })),
    })),
    passes: (result.passes ?? []).map((p) => p.id),
    incomplete: (result.incomplete ?? []).map((p) => p.id),
  };
}

/**
 * Loads axe into our world of the current document ahead of `runAxe` (its ~0.5 MB of source
 * take the renderer some 75 ms to compile): the collector does it while it waits for the page to
 * settle, when the renderer is idle, rather than on the critical path.
 */
export async function injectAxe(cdp: CDPSession): Promise<void> {
  await evaluateInWorld(cdp, `${await loadAxeSource()};undefined`);
}

export async function runAxe(cdp: CDPSession): Promise<AxeFacts> {
  // Injected already unless the document changed since (or injectAxe was not called).
  if ((await evaluateInWorld(cdp, "typeof axe === 'object'")) !== true) await injectAxe(cdp);
  return evaluateScript(cdp, runAxeInPage, { tags: AXE_TAGS });
}
