// A pass of a relay or a check, repeated in the background: the next pass starts only once the one
// before has ended (never two at once), and stopping waits for the pass under way.

export interface RepeatingPass {
  stop(): Promise<void>;
}

/**
 * Runs `pass` after `firstMs`, then again after the delay each pass answers, until stopped. `pass`
 * handles its own failures (it never rejects): a relay logs them and tries at its next pass.
 */
export function repeatPass(pass: () => Promise<number>, firstMs: number): RepeatingPass {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  const tick = () => {
    current = pass().then((nextMs) => {
      if (!stopped) timer = setTimeout(tick, nextMs);
    });
  };
  timer = setTimeout(tick, firstMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
