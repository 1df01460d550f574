/**
 * Resolves in a new main-thread task, so the work after it never joins the current task into
 * one long one (a slow phone keeps answering taps, and Lighthouse's TBT counts each task over
 * 50 ms). `scheduler.yield()` where the browser has it (it resumes ahead of other queued work);
 * else a message, not a timer: timers can be held back (a throttled or frozen page), messages
 * are not.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
