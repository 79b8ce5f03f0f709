/**
 * `npm run reviewer -- add <email> | remove <email> | list`: manages the reviewer console's
 * accounts. The password of `add` is read from standard input when it is not a terminal (one
 * line), otherwise asked for twice without echo. Works whether or not the server runs: with
 * DATABASE_URL it opens PostgreSQL; with the embedded database it opens DATA_DIR itself, or, when
 * a running server holds it, asks that server through its control socket (see control-socket.ts).
 */
import { request as httpRequest } from 'node:http';
import { createInterface } from 'node:readline';
import { loadConfig, ConfigError } from '../config.js';
import { DataDirLockedError } from '../data-dir-lock.js';
import { openDatabase } from '../database.js';
import { runMigrations } from '../migrations.js';
import { controlSocketPath } from './control-socket.js';
import {
  addReviewer,
  listReviewers,
  removeReviewer,
  ReviewerAccountError,
  type Reviewer,
} from './reviewer-store.js';

const USAGE = `usage: npm run reviewer -- add <email> | remove <email> | list
  add     creates a reviewer account; the password comes from standard input, or is asked for
  remove  deletes the account and signs it out everywhere
  list    lists the accounts`;

type Command = { name: 'add' | 'remove'; email: string } | { name: 'list' };

function parseCommand(argv: string[]): Command | null {
  const [name, email, ...rest] = argv;
  if (rest.length) return null;
  if (name === 'list' && !email) return { name };
  if ((name === 'add' || name === 'remove') && email) return { name, email };
  return null;
}

async function readPasswordFromStdin(): Promise<string> {
  let input = '';
  for await (const chunk of process.stdin) input += String(chunk);
  return input.split(/\r?\n/)[0] ?? '';
}

/** Asks on the terminal without echoing what is typed. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput;
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
      write.call(rl, s.startsWith(question) ? s : '');
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPasswordFromStdin();
  const first = await askHidden('Password: ');
  const second = await askHidden('Repeat the password: ');
  if (first !== second) throw new ReviewerAccountError('The two passwords differ.');
  return first;
}

function viaServer(dataDir: string, method: string, body?: unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      {
        socketPath: controlSocketPath(dataDir),
        path: '/reviewers',
        method,
        // Node sends no body framing for DELETE unless told its length.
        headers: payload
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
          : {},
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => {
          const parsed = text ? (JSON.parse(text) as { message?: string }) : {};
          if ((res.statusCode ?? 500) >= 400)
            reject(
              new ReviewerAccountError(parsed.message ?? `the server answered ${res.statusCode}`),
            );
          else resolve(parsed);
        });
      },
    );
    req.on('error', () =>
      reject(
        new ReviewerAccountError(
          `A server holds ${dataDir} but does not answer on its control socket. Stop it and try again.`,
        ),
      ),
    );
    req.end(payload);
  });
}

function print(reviewers: Reviewer[]): void {
  if (!reviewers.length)
    console.log('No reviewer accounts yet. Add one: npm run reviewer -- add <email>');
  for (const r of reviewers) console.log(`${r.email}\tadded ${r.createdAt.slice(0, 10)}`);
}

async function main(): Promise<number> {
  const command = parseCommand(process.argv.slice(2));
  if (!command) {
    console.error(USAGE);
    return 2;
  }
  // The key only matters to the web server; the accounts command must not need it.
  const config = loadConfig({ ...process.env, ANON_KEY: process.env.ANON_KEY || 'unused-by-cli' });
  const password = command.name === 'add' ? await readPassword() : '';

  let db: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    db = await openDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
  }
  if (db) {
    try {
      await runMigrations(db);
      if (command.name === 'add') {
        const r = await addReviewer(db, command.email, password);
        console.log(`Added ${r.email}. They can sign in at /review.`);
      } else if (command.name === 'remove') {
        await removeReviewer(db, command.email);
        console.log(`Removed ${command.email.trim().toLowerCase()}.`);
      } else print(await listReviewers(db));
    } finally {
      await db.close();
    }
    return 0;
  }
  // A running server holds the embedded database: ask it.
  if (command.name === 'add') {
    const r = (await viaServer(config.dataDir, 'POST', {
      email: command.email,
      password,
    })) as Reviewer;
    console.log(`Added ${r.email} (through the running server). They can sign in at /review.`);
  } else if (command.name === 'remove') {
    await viaServer(config.dataDir, 'DELETE', { email: command.email });
    console.log(`Removed ${command.email.trim().toLowerCase()} (through the running server).`);
  } else print((await viaServer(config.dataDir, 'GET')) as Reviewer[]);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ReviewerAccountError || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    console.error(error);
    process.exit(1);
  },
);
