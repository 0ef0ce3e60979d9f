import { startTransition, useEffect, useState } from 'react';

/**
 * False until a commit in which `ready` was true, then true from a transition of its own. What it
 * guards renders after that commit has painted, in React's short slices, so the first paint holds
 * only what the screen shows first.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (ready && !painted) startTransition(() => setPainted(true));
  }, [ready, painted]);
  return ready && painted;
}
