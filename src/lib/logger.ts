/**
 * The app's one logging seam. Today it writes to the console; a remote sink can be added here
 * without touching the callers.
 */
export const logger = {
  error(message: string, detail?: unknown): void {
    console.error(`[bottega-del-bun] ${message}`, detail ?? '');
  },
  warn(message: string, detail?: unknown): void {
    console.warn(`[bottega-del-bun] ${message}`, detail ?? '');
  },
  info(message: string, detail?: unknown): void {
    console.info(`[bottega-del-bun] ${message}`, detail ?? '');
  },
};
