import { Heading, Stack, Text } from '@chakra-ui/react';

interface Props {
  title: string;
  intro: string;
}

/**
 * The top of a narrow single-column page (login, complete profile, the maps test): its title as the
 * page's h1 and one muted line on what to do here, set alike on every such page.
 */
export function PageIntro({ title, intro }: Props) {
  return (
    <Stack gap="1">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted">{intro}</Text>
    </Stack>
  );
}
