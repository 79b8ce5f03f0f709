import { privateReportSchema, type QuestionAnswer, type ViewerReport } from '@heroscope/schema';

export type PrivateReportResult =
  | { status: 'ready'; report: ViewerReport; answers: QuestionAnswer[] }
  | { status: 'not-found' }
  | { status: 'failed'; message: string };

const NETWORK = 'The server could not be reached. Check your connection and try again.';

const path = (token: string, rest = '') => `/api/reports/${encodeURIComponent(token)}${rest}`;

export async function loadPrivateReport(token: string): Promise<PrivateReportResult> {
  let response: Response;
  try {
    response = await fetch(path(token), { cache: 'no-store' });
  } catch {
    return { status: 'failed', message: NETWORK };
  }
  if (response.status === 404) return { status: 'not-found' };
  if (!response.ok) {
    return { status: 'failed', message: `Your report could not be loaded (${response.status}).` };
  }
  const parsed = privateReportSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) {
    return { status: 'failed', message: 'Your report could not be read. Please try again later.' };
  }
  // iterationPending is not shown yet: asking again answers 409 'already under way'.
  const { answers, iterationPending: _pending, ...report } = parsed.data;
  return { status: 'ready', report, answers };
}

/** Saves one answer; rejects with an Error whose message is shown under the field. */
export async function saveAnswer(token: string, questionIndex: number, answer: string) {
  let response: Response;
  try {
    response = await fetch(path(token, '/answers'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ questionIndex, answer }),
    });
  } catch {
    throw new Error(NETWORK);
  }
  if (response.status === 400) throw new Error('Write an answer of up to 500 characters.');
  if (response.status === 429) throw new Error('Too many answers at once. Wait a minute.');
  if (!response.ok) throw new Error(`Your answer could not be saved (${response.status}).`);
}

export type IterationOutcome = 'queued' | 'under-way';

/** Asks for a new analysis (v2) of the changed page. */
export async function requestIteration(token: string): Promise<IterationOutcome> {
  let response: Response;
  try {
    response = await fetch(path(token, '/iterations'), { method: 'POST' });
  } catch {
    throw new Error(NETWORK);
  }
  if (response.status === 409) return 'under-way';
  if (response.status === 429) throw new Error('Too many requests. Please try again later.');
  if (!response.ok)
    throw new Error(`The new analysis could not be requested (${response.status}).`);
  return 'queued';
}
