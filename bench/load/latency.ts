/** Latencies per call name (milliseconds) and errors per call name and code, for the report. */
export class CallLog {
  private readonly samples = new Map<string, number[]>();
  private readonly errors = new Map<string, Map<string, number>>();

  /** Times `call`, keeping its latency; an answer with an error counts under that error's code. */
  async timed<T extends { error: { code?: string; message?: string } | null }>(
    name: string,
    call: () => PromiseLike<T>,
  ): Promise<T> {
    const started = performance.now();
    let answer: T;
    try {
      answer = await call();
    } catch (error) {
      this.error(name, 'network');
      throw error;
    }
    // A call that got no HTTP answer (the server down) counts as an error, not as a latency.
    if ((answer as { status?: number }).status !== 0) {
      const list = this.samples.get(name) ?? [];
      list.push(performance.now() - started);
      this.samples.set(name, list);
    }
    if (answer.error) this.error(name, answer.error.code || answer.error.message || 'unknown');
    return answer;
  }

  error(name: string, code: string): void {
    const byCode = this.errors.get(name) ?? new Map<string, number>();
    byCode.set(code, (byCode.get(code) ?? 0) + 1);
    this.errors.set(name, byCode);
  }

  /** How many answers carried one of these SQLSTATEs, over every call. */
  countCodes(codes: string[]): number {
    let total = 0;
    for (const byCode of this.errors.values())
      for (const [code, count] of byCode) if (codes.includes(code)) total += count;
    return total;
  }

  summary(): LatencySummary[] {
    return [...this.samples.entries()]
      .map(([name, values]) => {
        const sorted = [...values].sort((a, b) => a - b);
        return {
          call: name,
          count: sorted.length,
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          p99: percentile(sorted, 99),
          errors: Object.fromEntries(this.errors.get(name) ?? []),
        };
      })
      .sort((a, b) => a.call.localeCompare(b.call));
  }
}

export interface LatencySummary {
  call: string;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  errors: Record<string, number>;
}

/** Nearest-rank percentile of sorted values, rounded to the millisecond. */
export function percentile(sorted: number[], rank: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((rank / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]!);
}
