import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useInjection } from '../../app/useInjection';
import { GroupNames } from './GroupNames';
import { useLocalName } from './useLocalName';

/**
 * A product group as a shopper reads it: its Hindi name in Hindi when it has one, else its name,
 * underscores shown as spaces; the id itself ('animal_feed' as 'animal feed') until the group is known.
 */
export const GroupName = observer(function GroupName({ id }: { id: string }) {
  const names = useInjection(GroupNames);
  const nameOf = useLocalName();
  useEffect(() => void names.lookUp(id), [names, id]);
  const group = names.group(id);
  return <>{(group ? nameOf(group) : id).replace(/_/g, ' ')}</>;
});
