/**
 * Calls stop on SIGINT and SIGTERM, and when the process that started us over an IPC channel
 * (scripts/start.mjs, or the server forking a worker) goes away, even by SIGKILL: the channel
 * closes, and we stop instead of running on as an orphan.
 */
export function stopOnSignals(stop: (reason: string) => Promise<void>): void {
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  if (process.connected) process.on('disconnect', () => void stop('parent process exited'));
}
