import { Heading, Stack, Text, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  /** The page's h1 ('Product Not Found'). */
  title: string;
  body: string;
  py?: StackProps['py'];
  /** The way out: one big button. */
  children: ReactNode;
}

/** In place of a page whose product or category does not exist: a heading, one muted line, and a way out. */
export function NotFoundMessage({ title, body, py = '10', children }: Props) {
  return (
    <Stack gap="4" px="4" py={py} align="center" textAlign="center">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text color="fg.muted">{body}</Text>
      {children}
    </Stack>
  );
}
