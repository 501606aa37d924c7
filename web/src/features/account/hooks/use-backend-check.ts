import { useCallback, useEffect, useRef, useState } from 'react';
import { checkHealth } from '../api/check-health';
import type { SocialProvider } from '../types';
import { beginSocialLogin } from '../utils/social-login';

/** SPEC sections 4 and 9: 3 attempts of GET /health (5 s each), waiting 1, 2, 4 s between them. */
export const maxAttempts = 3;
export const backoffMs = (attempt: number): number => 1_000 * 2 ** (attempt - 1);
/** How long 'Backend ready!' shows before the browser leaves for the provider. */
const readyPauseMs = 400;

export type BackendCheck =
  | { state: 'idle' }
  | { state: 'checking'; provider: SocialProvider; attempt: number }
  | { state: 'ready'; provider: SocialProvider }
  | { state: 'failed'; provider: SocialProvider };

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * The backend check before social login: idle, checking (attempt n of 3), ready (then the
 * redirect to /api/v1/auth/{provider}), or failed until dismissed.
 */
export function useBackendCheck() {
  const [check, setCheck] = useState<BackendCheck>({ state: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  // Back from the provider, the browser may restore this page as it was left ('Backend ready!').
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      running.current?.abort();
      running.current = null;
      setCheck({ state: 'idle' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = useCallback(async (provider: SocialProvider) => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    const { signal } = controller;
    try {
      for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
        setCheck({ state: 'checking', provider, attempt });
        try {
          await checkHealth(signal);
          setCheck({ state: 'ready', provider });
          await pause(readyPauseMs, signal);
          beginSocialLogin(provider);
          return;
        } catch (error) {
          if (signal.aborted) throw error;
          if (attempt < maxAttempts) await pause(backoffMs(attempt), signal);
        }
      }
      setCheck({ state: 'failed', provider });
      running.current = null;
    } catch {
      // Unmounted while checking: nothing to update.
    }
  }, []);

  const dismiss = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setCheck({ state: 'idle' });
  }, []);

  return { check, start, dismiss };
}
