import { nextTask } from '@/lib/next-task';
import { type WarmOptions, warmRouteFiles } from '@/lib/route-files/warm-route-files';
import { whenIdle } from '@/lib/when-idle';

/**
 * Makes a page the visitor is likely to open next ready once the browser is idle: its files
 * warmed ahead (a first visit's, asked for together), then, in a task of its own, the router's
 * own preload (`preload`), which finds them arriving. Together they were one 23 ms task on `/`
 * at full speed, ~93 ms on Lighthouse's 4× phone (decision 017 item 34). Returns a function that
 * cancels whatever has not started yet.
 */
export function readyWhenIdle(
  path: string,
  preload: () => Promise<unknown>,
  options: Omit<WarmOptions, 'ahead'> = {},
): () => void {
  let cancelled = false;
  const cancelIdle = whenIdle(() => {
    void warmRouteFiles(path, { ...options, ahead: true });
    void nextTask().then(() => {
      if (!cancelled) void preload();
    });
  });
  return () => {
    cancelled = true;
    cancelIdle();
  };
}
