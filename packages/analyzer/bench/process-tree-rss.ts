import { readdirSync, readFileSync } from 'node:fs';

/** Resident memory of a process and all its descendants, from /proc (Linux only). */
export interface TreeMemory {
  processes: number;
  /** Σ VmRSS: counts pages shared between Chromium's processes once per process. */
  rssBytes: number;
  /** Σ Pss (proportional share) from smaps_rollup: shared pages split between sharers. */
  pssBytes: number | null;
}

function read(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null; // the process ended between listing and reading
  }
}

function kilobytes(text: string | null, field: string): number | null {
  const m = text && new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text);
  return m ? Number(m[1]) * 1024 : null;
}

function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = read(`/proc/${name}/stat`);
    if (!stat) continue;
    // Fields after the parenthesised command name: state, ppid, …
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const list = children.get(ppid) ?? [];
    list.push(Number(name));
    children.set(ppid, list);
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

export function treeMemory(root = process.pid): TreeMemory {
  let rssBytes = 0;
  let pss = 0;
  let pssKnown = true;
  const pids = descendants(root);
  for (const pid of pids) {
    rssBytes += kilobytes(read(`/proc/${pid}/status`), 'VmRSS') ?? 0;
    const p = kilobytes(read(`/proc/${pid}/smaps_rollup`), 'Pss');
    if (p === null) pssKnown = false;
    else pss += p;
  }
  return { processes: pids.length, rssBytes, pssBytes: pssKnown ? pss : null };
}

/** Samples treeMemory every `intervalMs` and keeps the peak, per named phase and overall. */
export class PeakMemorySampler {
  private timer: NodeJS.Timeout | null = null;
  private phase = 'setup';
  readonly peaks = new Map<string, TreeMemory>();

  start(intervalMs = 100): void {
    this.sample();
    this.timer = setInterval(() => this.sample(), intervalMs);
    this.timer.unref();
  }

  setPhase(phase: string): void {
    this.sample();
    this.phase = phase;
  }

  stop(): void {
    this.sample();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Peak of each figure within a phase, or over the whole run. */
  peak(phase?: string): TreeMemory | undefined {
    if (phase) return this.peaks.get(phase);
    let all: TreeMemory | undefined;
    for (const m of this.peaks.values()) all = merge(all, m);
    return all;
  }

  private sample(): void {
    this.peaks.set(this.phase, merge(this.peaks.get(this.phase), treeMemory()));
  }
}

function merge(a: TreeMemory | undefined, b: TreeMemory): TreeMemory {
  if (!a) return b;
  return {
    processes: Math.max(a.processes, b.processes),
    rssBytes: Math.max(a.rssBytes, b.rssBytes),
    pssBytes:
      a.pssBytes === null || b.pssBytes === null
        ? (a.pssBytes ?? b.pssBytes)
        : Math.max(a.pssBytes, b.pssBytes),
  };
}
