/**
 * The "deadlock detected" entries of PostgreSQL's log, each with the lines that follow it
 * (DETAIL: which process waited for which lock and their statements; CONTEXT; STATEMENT).
 */
export function deadlockReports(log: string): string[] {
  const lines = log.split('\n');
  const reports: string[] = [];
  lines.forEach((line, index) => {
    if (!line.includes('deadlock detected')) return;
    const entry = [line];
    for (const next of lines.slice(index + 1)) {
      if (!/^(\t|\s|.*\b(DETAIL|HINT|CONTEXT|STATEMENT):)/.test(next)) break;
      entry.push(next);
    }
    reports.push(entry.join('\n'));
  });
  return reports;
}
