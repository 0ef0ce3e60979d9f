import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The common frame of the fallback screens: a heading, one line, and the way out. */
export function FallbackPanel({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <Stack role="alert" gap="4" px="4" py="12" align="center" textAlign="center" maxW="md" mx="auto">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text color="fg.muted">{body}</Text>
      <HStack gap="3" wrap="wrap" justify="center">
        {children}
      </HStack>
    </Stack>
  );
}
