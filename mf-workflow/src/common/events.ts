// Within this module: an approval, launch or delete in one page tells the open lists to reload.
// The lists also reload when the server pushes a message (a flow message means a task moved).
import { Subject, merge, filter, map, type Observable } from 'rxjs';
import { socketEvents$ } from '@atrium/shared';

const changed = new Subject<void>();

/** Announces that tasks changed (after an action of this user). */
export function announceTaskChange(): void {
  changed.next();
}

/** Fires after this user's actions and when the server pushes a message. */
export const taskChanges$: Observable<void> = merge(
  changed.asObservable(),
  socketEvents$.pipe(
    filter((event) => event.method === 'messagePush'),
    map(() => undefined),
  ),
);
