/**
 * Whether a command line will, in all likelihood, analyse pages: then the browser is launched
 * before the rest of the command is even loaded. Read without the real parser (which loads the
 * schema, one of the things the browser is meant to start beside). A wrong guess costs only time:
 * a browser launched for nothing is closed before the command exits.
 */
export function looksLikeAnalysis(argv: readonly string[]): boolean {
  const words = argv.slice(0, argv.indexOf('--') >= 0 ? argv.indexOf('--') : argv.length);
  if (words.some((a) => a === '-h' || a === '--help' || a === '-V' || a === '--version'))
    return false;
  // The first positional is the command (every value-taking option is followed by its value or
  // written --opt=value, so the word after one of them is skipped).
  const takesValue = new Set([
    '-f',
    '--format',
    '-o',
    '--out',
    '-c',
    '--concurrency',
    '--min-score',
    '-t',
    '--timeout',
    '--resolve',
  ]);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (takesValue.has(word)) i++;
    else if (!word.startsWith('-')) return word === 'analyze';
  }
  return false;
}
