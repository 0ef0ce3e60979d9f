import type { Container } from 'inversify';
import { ObserveCartCount } from '../../application/cart/ObserveCartCount';
import { Logout } from '../../application/session/Logout';
import { ObserveSession } from '../../application/session/ObserveSession';
import { SignedInUser } from '../../application/session/SignedInUser';
import type { SessionHints } from './sessionHints';
import { SessionStore } from './SessionStore';

/** The session store over the container's use cases, keeping its hints in `hints` when given. */
export const createSessionStore = (container: Container, hints?: SessionHints): SessionStore =>
  new SessionStore({
    hints,
    observeSession: container.get(ObserveSession),
    logout: container.get(Logout),
    observeCartCount: container.get(ObserveCartCount),
    signedInUser: container.get(SignedInUser),
  });
