import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it: for work that must not
 * hold up the first paint (code below the fold starts loading only then).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame's callback runs before its paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
