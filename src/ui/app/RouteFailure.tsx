import { useNavigate } from 'react-router-dom';
import { ConnectionErrorScreen } from '../shared/fallback/ConnectionErrorScreen';
import { GenericErrorScreen } from '../shared/fallback/GenericErrorScreen';
import { OfflineScreen } from '../shared/fallback/OfflineScreen';
import { classifyFailure } from './classifyFailure';
import { useOnline } from './useOnline';

/** The fallback screen for a failed route, with Retry that loads the route again. */
export function RouteFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const online = useOnline();
  const navigate = useNavigate();
  switch (classifyFailure(error, online)) {
    case 'offline':
      return <OfflineScreen onRetry={onRetry} />;
    case 'connection':
      return (
        <ConnectionErrorScreen
          onRetry={onRetry}
          onGoHome={() => {
            onRetry();
            navigate('/');
          }}
        />
      );
    case 'render':
      return <GenericErrorScreen />;
  }
}
