import { Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

interface Props {
  title: string;
  /** One muted line on what the action does and when to use it. */
  about: string;
  /** The outcome messages and the action's button. */
  children: ReactNode;
}

/** One action of the settings page ('Refresh your profile', 'Reset demo data'): its heading, what it does, then its controls. */
export function SettingsSection({ title, about, children }: Props) {
  const titleId = useId();
  return (
    <Stack as="section" gap="3" aria-labelledby={titleId}>
      <Heading as="h2" id={titleId} size="lg">
        {title}
      </Heading>
      <Text color="fg.muted">{about}</Text>
      {children}
    </Stack>
  );
}
