import { useEffect } from 'react';

/**
 * Asks the server again every `everyMs` while `waiting`, so that an answer that comes later (the
 * tax authority signing a receipt, a refund going through) shows without a reload of the page.
 */
export function useRefreshWhile(waiting: boolean, reload: () => void, everyMs: number): void {
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setInterval(reload, everyMs);
    return () => clearInterval(timer);
  }, [waiting, reload, everyMs]);
}
