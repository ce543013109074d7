import { useCallback, useEffect, useRef, useState } from 'react';
import { createQrTicket, qrTicketStatus, type QrStatus } from './api';

export const POLL_INTERVAL_MS = 2000;

export type QrState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'waiting' | 'cancelled' | 'expired'; image: string }
  | { kind: 'confirmed'; image: string };

/**
 * One QR ticket at a time: polls its status every 2 s until it is confirmed, cancelled or
 * expired (also by the clock), and stops on unmount or refresh. `onSignedIn` gets the token.
 */
export function useQrSignIn(onSignedIn: (result: Extract<QrStatus, { status: 'confirmed' }>) => Promise<void>): { state: QrState; refresh: () => void } {
  const [state, setState] = useState<QrState>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const refresh = useCallback(() => setRound((value) => value + 1), []);
  // Read at confirmation time, so a new callback from the parent never restarts the ticket.
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;

  useEffect(() => {
    const abort = new AbortController();
    let timer = 0;
    let image = '';
    let expiresAt = 0;
    const stopped = (): boolean => abort.signal.aborted;

    async function poll(pollKey: string): Promise<void> {
      if (stopped()) return;
      if (Date.now() >= expiresAt) {
        setState({ kind: 'expired', image });
        return;
      }
      let answer: QrStatus;
      try {
        answer = await qrTicketStatus(pollKey, abort.signal);
      } catch {
        // A network hiccup or refusal: keep asking until the ticket runs out.
        if (!stopped()) timer = window.setTimeout(() => void poll(pollKey), POLL_INTERVAL_MS);
        return;
      }
      if (stopped()) return;
      if (answer.status === 'waiting') {
        timer = window.setTimeout(() => void poll(pollKey), POLL_INTERVAL_MS);
        return;
      }
      if (answer.status === 'confirmed') {
        setState({ kind: 'confirmed', image });
        await signedIn.current(answer).catch(() => setState({ kind: 'expired', image }));
        return;
      }
      setState({ kind: answer.status, image });
    }

    setState({ kind: 'loading' });
    createQrTicket()
      .then((ticket) => {
        if (stopped()) return;
        image = ticket.qrcode;
        expiresAt = Date.now() + ticket.expiresIn * 1000;
        setState({ kind: 'waiting', image });
        timer = window.setTimeout(() => void poll(ticket.pollKey), POLL_INTERVAL_MS);
      })
      .catch(() => {
        if (!stopped()) setState({ kind: 'failed' });
      });
    return () => {
      abort.abort();
      window.clearTimeout(timer);
    };
  }, [round]);

  return { state, refresh };
}
