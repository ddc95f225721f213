import { useEffect } from 'react';
import { setSessionEndedGuard } from '../../api/api.ts';
import { useNetworkStatus } from '../network.ts';
import { drain } from './send.ts';
import { close, getSnapshot, openFor, setNeedsSignIn } from './state.ts';

// When the outbox sends: at the signed-in start, when the browser says the network is back, after each
// write queued online (queue.ts), and on a timer that waits longer after each pass that left work
// waiting (5 s, 10 s, … up to 2 minutes), since a network the browser calls online may answer nothing.

const FIRST_RETRY_MS = 5_000;
const LAST_RETRY_MS = 120_000;

const waiting = () => getSnapshot().items.some((i) => i.state === 'waiting');

/** Runs the outbox of the signed-in user `userId` while the frame is shown; undefined while not known. */
export function useOutboxRunner(userId: number | undefined): void {
  // The server answers again (the network status's own probe found it): send at once.
  const online = useNetworkStatus() === 'online';
  useEffect(() => {
    if (online && userId !== undefined) void drain();
  }, [online, userId]);
  useEffect(() => {
    if (userId === undefined) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = FIRST_RETRY_MS;
    const pass = async () => {
      clearTimeout(timer);
      if (stopped) return;
      await drain();
      if (stopped) return;
      delay = waiting() ? Math.min(delay * 2, LAST_RETRY_MS) : FIRST_RETRY_MS;
      timer = setTimeout(() => void (navigator.onLine ? pass() : retryLater()), delay);
    };
    const retryLater = () => {
      timer = setTimeout(() => void pass(), delay);
    };
    const onOnline = () => {
      delay = FIRST_RETRY_MS;
      void pass();
    };
    void openFor(userId).then(() => pass());
    window.addEventListener('online', onOnline);
    // A session that ended while work waits: ask for the password again rather than sign out (the
    // screen and what is typed in it stay).
    setSessionEndedGuard(() => {
      if (getSnapshot().items.length === 0) return false;
      setNeedsSignIn(true);
      return true;
    });
    return () => {
      setSessionEndedGuard(() => false);
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      close();
    };
  }, [userId]);
}
