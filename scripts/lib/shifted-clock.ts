/**
 * A process clock moved by a fixed amount: `new Date()` and `Date.now()` read the real time plus
 * `shiftMs`, and time runs on as it does. A date built from a value (`new Date(0)`,
 * `Date.parse`, `Date.UTC`) is left alone.
 *
 * Why: the visual suite (tests/e2e/visual) looks at pages whose data the seed dates relative to
 * `now()` (posts, orders, deliveries, invoices) and whose browser clock is fixed. Only when the
 * local stack (PGlite's `now()` reads the JavaScript clock), the seed it runs and the pages agree
 * on the day are the screenshots the same on every day of the year. The runner and its workers
 * move with the stack (playwright.config.ts), so the admin's TOTP codes they make and the token
 * expiry they check agree with it too.
 */
export function installShiftedClock(shiftMs: number): void {
  if (!Number.isFinite(shiftMs)) throw new Error(`clock shift is not a number: ${shiftMs}`);
  const RealDate = globalThis.Date;
  const now = () => RealDate.now() + shiftMs;
  function ShiftedDate(this: unknown, ...args: unknown[]): Date | string {
    // Called without `new`, Date() returns the current time as a string.
    if (!new.target) return new RealDate(now()).toString();
    // `new.target`: a subclass of Date declared after the install keeps its own prototype.
    return Reflect.construct(RealDate, args.length === 0 ? [now()] : args, new.target) as Date;
  }
  // The dates it makes are ordinary dates: `instanceof Date` and every method hold.
  ShiftedDate.prototype = RealDate.prototype;
  Object.assign(ShiftedDate, { now, parse: RealDate.parse, UTC: RealDate.UTC });
  globalThis.Date = ShiftedDate as unknown as DateConstructor;
}

/**
 * The shift that makes the clock read `moment` now: computed once by the process that starts
 * the run and handed to the others in an environment variable, so every process reads the same
 * time (each computing its own would start its clock at `moment` when it starts).
 */
export function shiftTo(moment: string, realNow = Date.now()): number {
  const target = Date.parse(moment);
  if (Number.isNaN(target)) throw new Error(`not a date: ${moment}`);
  return target - realNow;
}
