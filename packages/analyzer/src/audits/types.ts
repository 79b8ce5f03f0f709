import type {
  ActionLabel,
  FactKey,
  PageFacts,
  Rect,
  Resource,
  ScoreLabel,
  UserCategory,
  ViewportName,
} from '@heroscope/schema';

export type Category = ScoreLabel;

/** Where the advice comes from, shown to the user as the reason's authority. */
export interface AuditSource {
  name: string;
  url?: string;
}

export interface AuditMeta {
  /** Equals the file name (kebab-case). */
  id: string;
  category: Category;
  title: string;
  /** Why it matters; the default `reason` of every finding, naming the source. */
  description: string;
  source: AuditSource;
  /** Top-level facts the audit reads; if any is null the audit is not applicable. */
  requiredFacts: readonly FactKey[];
}

/** Where on the page a finding points. */
export interface FindingTarget {
  viewport: ViewportName;
  rect: Rect;
  elementId?: string;
}

export interface Finding {
  /** Short human label of the element: "Hero headline", "Primary CTA 'Get started'". */
  component: string;
  /** Specific, quoting the page. */
  problem: string;
  action: ActionLabel;
  /** 'Well implemented' for notable strengths (cost no points), else Incomplete or Missing. */
  usercategory: UserCategory;
  /** Absent for Missing findings (nothing to point at). */
  target?: FindingTarget;
  /** Overrides the audit's description as the reason. */
  reason?: string;
  /** The heuristic is unsure: shown as status 'Low confidence'. */
  lowConfidence?: boolean;
  resources?: Resource[];
  /** Relative share of the audit's lost points among its findings (default 1). */
  severity?: number;
  /**
   * The flaw is named here but its loss is charged by another audit (text shrunk by a page's
   * zoom is the mobile layout's flaw, which viewport-meta or mobile-overflow charges): it takes
   * no share of this audit's lost points and costs only the flat point of a named flaw.
   */
  chargedElsewhere?: boolean;
  /**
   * The finding names something missing from the first screen that other audits need (a call
   * to action, a headline, any trust signal): the weight of the audits it leaves with nothing to
   * judge counts as lost on it (see AuditProduct.missingChargedTo and compute-scores.ts).
   */
  missingSubject?: boolean;
  /**
   * How many elements or occurrences the finding names (default 1): "12 texts in #aaaaaa on
   * white" is one finding (one flaw, one fix) of 12 instances. Instances cost no points of their
   * own: the audit's score already measures how much of the page is affected.
   */
  instances?: number;
  /**
   * How many distinct flaws the finding stands for (default 1): a capped list's last finding
   * also carries the findings its "and N more" left out. Each flaw costs points (see
   * compute-scores.ts), so a flaw past the cap still lowers the score.
   */
  flaws?: number;
}

/** What an audit's run returns. score: 0..1, or null when not applicable. */
export interface AuditProduct {
  score: number | null;
  findings: Finding[];
  /** Measured values behind the score, for the JSON output and debugging. */
  details?: Record<string, unknown>;
  notApplicableReason?: string;
  /**
   * Not applicable because what the audit judges is missing, a flaw this other audit of the
   * same category names (no call to action: cta-above-fold-desktop). See compute-scores.ts.
   */
  missingChargedTo?: string;
}

export interface Audit {
  meta: AuditMeta;
  /** Pure and synchronous: same facts, same product. */
  run(facts: PageFacts): AuditProduct;
}

export type AuditStatus = 'pass' | 'fail' | 'not-applicable' | 'error';

/** An audit's product after running it safely (a throw becomes status 'error'). */
export interface AuditResult {
  id: string;
  category: Category;
  title: string;
  status: AuditStatus;
  score: number | null;
  findings: Finding[];
  details: Record<string, unknown>;
  error?: string;
  /** For a not-applicable audit: the audit that names what is missing (see AuditProduct). */
  chargedTo?: string;
}

/** The product of an audit that has nothing to judge on this page. */
export function notApplicable(reason: string, missingChargedTo?: string): AuditProduct {
  return {
    score: null,
    findings: [],
    notApplicableReason: reason,
    ...(missingChargedTo ? { missingChargedTo } : {}),
  };
}

export function defineAudit(audit: Audit): Audit {
  return audit;
}
