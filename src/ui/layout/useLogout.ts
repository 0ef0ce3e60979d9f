import { useNavigate } from 'react-router-dom';
import { useSession } from '../app/SessionContext';
import { useNotify } from '../shared/NotifyContext';

/** docs/SPEC.md 'States and transitions': sign out, then go to /; a failure shows 'Logout failed' and stays put. */
export function useLogout(): () => Promise<void> {
  const session = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  return async () => {
    if (await session.logout()) navigate('/');
    else notify.error('session.logoutFailed');
  };
}
