import { readdirSync, readFileSync } from 'node:fs';

/** Resident memory of a process and all its descendants, from /proc (Linux only). */
export interface TreeMemory {
  processes: number;
  /** Σ VmRSS: counts pages shared between Chromium's processes once per process. */
  rssBytes: number;
  /** Σ Pss (proportional share) from smaps_rollup: shared pages split between sharers. */
  pssBytes: number | null;
  /** VmRSS per kind of process ("node", "chromium renderer" …) in the sample of peak Σ VmRSS. */
  rssByKind: Record<string, number>;
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

/** "node", "chromium browser", "chromium renderer", "chromium gpu-process" … */
function processKind(pid: number): string {
  // Chromium rewrites its argv as one space-separated string, so split on both.
  const args = (read(`/proc/${pid}/cmdline`) ?? '').split(/[\0 ]/);
  const program = (args[0] ?? '').split('/').pop() ?? '';
  if (!/chrom/i.test(program)) return read(`/proc/${pid}/comm`)?.trim() || program || 'unknown';
  const type = args.find((a) => a.startsWith('--type='))?.slice('--type='.length);
  return `chromium ${type ?? 'browser'}`;
}

function kindsOf(pids: readonly number[]): Map<number, string> {
  return new Map(pids.map((pid) => [pid, processKind(pid)]));
}

/** Σ VmRSS (and optionally Σ Pss) over the given processes; ended processes count 0. */
function measure(
  pids: readonly number[],
  withPss: boolean,
  kinds: ReadonlyMap<number, string>,
): TreeMemory {
  let rssBytes = 0;
  let pss = 0;
  let pssKnown = withPss;
  const rssByKind: Record<string, number> = {};
  for (const pid of pids) {
    const rss = kilobytes(read(`/proc/${pid}/status`), 'VmRSS') ?? 0;
    rssBytes += rss;
    const kind = kinds.get(pid) ?? 'unknown';
    rssByKind[kind] = (rssByKind[kind] ?? 0) + rss;
    if (!withPss) continue;
    const p = kilobytes(read(`/proc/${pid}/smaps_rollup`), 'Pss');
    if (p === null) pssKnown = false;
    else pss += p;
  }
  return { processes: pids.length, rssBytes, pssBytes: pssKnown ? pss : null, rssByKind };
}

export function treeMemory(root = process.pid): TreeMemory {
  const pids = descendants(root);
  return measure(pids, true, kindsOf(pids));
}

/**
 * Samples the memory of this process and its descendants every `intervalMs`, keeping the peak
 * per named phase and overall. VmRSS is read every tick; the costlier reads less often, so the
 * sampler does not itself load the CPU it measures: listing every process on the machine to
 * find the tree (~15 ms) every `treeEvery` ticks, Pss from smaps_rollup (~6 ms a process)
 * every `pssEvery` ticks.
 */
export class PeakMemorySampler {
  private timer: NodeJS.Timeout | null = null;
  private phase = 'setup';
  private tick = 0;
  private readonly root: number;
  private readonly treeEvery: number;
  private readonly pssEvery: number;
  private pids: number[];
  private kinds = new Map<number, string>();
  readonly peaks = new Map<string, TreeMemory>();

  /** `root`: the process whose tree is measured, this one unless told. */
  constructor(options: { root?: number; treeEvery?: number; pssEvery?: number } = {}) {
    this.root = options.root ?? process.pid;
    this.treeEvery = options.treeEvery ?? 3;
    this.pssEvery = options.pssEvery ?? 10;
    this.pids = [this.root];
  }

  start(intervalMs = 100): void {
    this.sample();
    this.timer = setInterval(() => this.sample(), intervalMs);
    this.timer.unref();
  }

  setPhase(phase: string): void {
    this.sample(true, true);
    this.phase = phase;
    this.sample(true, true);
  }

  stop(): void {
    this.sample(true, true);
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

  private sample(
    refreshTree = this.tick % this.treeEvery === 0,
    withPss = this.tick % this.pssEvery === 0,
  ): void {
    this.tick++;
    if (refreshTree) {
      this.pids = descendants(this.root);
      this.kinds = kindsOf(this.pids);
    }
    const now = measure(this.pids, withPss, this.kinds);
    this.peaks.set(this.phase, merge(this.peaks.get(this.phase), now));
  }
}

function merge(a: TreeMemory | undefined, b: TreeMemory): TreeMemory {
  if (!a) return b;
  return {
    processes: Math.max(a.processes, b.processes),
    rssBytes: Math.max(a.rssBytes, b.rssBytes),
    rssByKind: b.rssBytes > a.rssBytes ? b.rssByKind : a.rssByKind,
    pssBytes:
      a.pssBytes === null || b.pssBytes === null
        ? (a.pssBytes ?? b.pssBytes)
        : Math.max(a.pssBytes, b.pssBytes),
  };
}
