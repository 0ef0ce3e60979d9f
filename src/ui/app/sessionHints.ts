import type { UserType } from '../../domain/user/UserProfile';
import type { SessionHint } from './routeAccess';

/**
 * Where the session hint lives between visits: what the last session report said, so the next
 * start can draw the login page or a shopper's page before the backend has answered (routeAccess).
 */
export interface SessionHints {
  /** The last hint kept, or null when there is none (or it cannot be read). */
  read(): SessionHint | null;
  write(hint: SessionHint): void;
}

const HINT_KEY = 'shop.sessionHint';
const ROLES: readonly UserType[] = ['customer', 'delivery', 'admin'];

/** A kept hint, checked field by field: anything else (an old format, a hand edit) is no hint. */
export function parseSessionHint(text: string | null): SessionHint | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { status, role, profileComplete, addressValid } = value as Record<string, unknown>;
  if (status === 'signedOut') return { status };
  if (
    status === 'signedIn' &&
    ROLES.includes(role as UserType) &&
    typeof profileComplete === 'boolean' &&
    typeof addressValid === 'boolean'
  ) {
    return { status, role: role as UserType, profileComplete, addressValid };
  }
  return null;
}

const storages = (): Storage[] => {
  const found: Storage[] = [];
  // Either may be refused (private mode, disabled storage): the shop then waits for the session as before.
  for (const get of [() => sessionStorage, () => localStorage]) {
    try {
      found.push(get());
    } catch {
      // not available
    }
  }
  return found;
};

/**
 * The browser's hints: this tab's own (sessionStorage: a reload of a tab that is another person
 * in local mode), else the device's last (localStorage: a new tab, or the next visit).
 */
export const browserSessionHints: SessionHints = {
  read() {
    for (const storage of storages()) {
      try {
        const hint = parseSessionHint(storage.getItem(HINT_KEY));
        if (hint) return hint;
      } catch {
        // unreadable: try the next
      }
    }
    return null;
  },
  write(hint) {
    const text = JSON.stringify(hint);
    for (const storage of storages()) {
      try {
        storage.setItem(HINT_KEY, text);
      } catch {
        // full or refused: the next start waits for the session
      }
    }
  },
};
