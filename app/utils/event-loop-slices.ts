/** The longest stretch long synchronous work (a big CSV file) may hold the event loop before it lets others in. */
export const SLICE_MS = 20;

const nextTurn = () =>
  new Promise<void>((resolve) => (typeof setImmediate === "function" ? setImmediate(resolve) : setTimeout(resolve, 0)));

/**
 * A clock for work split into slices: await the returned function between small steps; it lets the event loop run
 * other requests once `sliceMs` have passed since the last pause, and returns at once otherwise.
 */
export function sliceClock(sliceMs = SLICE_MS): () => Promise<void> {
  let deadline = performance.now() + sliceMs;
  return async () => {
    if (performance.now() < deadline) return;
    await nextTurn();
    deadline = performance.now() + sliceMs;
  };
}
