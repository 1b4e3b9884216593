/** The captcha's stopwatch: "1.23s verified" counts from the first move to the pass (protocols.md). */
export function now(): number {
  return performance.now();
}

export function secondsSince(start: number | null): number {
  return start === null ? 0 : (performance.now() - start) / 1000;
}
