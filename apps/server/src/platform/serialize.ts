const tails = new Map<string, Promise<unknown>>();

/**
 * Runs `fn` after every earlier call with the same key has finished (in this process), so work on
 * one record happens in the order it was asked for.
 */
export function serialize<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  const run = previous.then(fn, fn);
  const tail = run.catch(() => {});
  tails.set(key, tail);
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return run;
}
