import { Stack, Text, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from './Button';

interface Props {
  /** What is missing ('Your cart is empty'). */
  title: string;
  /** A muted line under it on what to do. */
  hint?: string;
  icon?: ReactNode;
  /** The one way on: a big button link. */
  actionLabel: string;
  to: string;
  py?: StackProps['py'];
}

/** A list or cart with nothing in it: say so, centred, and offer one button to somewhere useful. */
export function EmptyState({ title, hint, icon, actionLabel, to, py = '8' }: Props) {
  return (
    <Stack align="center" textAlign="center" gap="3" py={py}>
      {icon}
      <Text fontSize="lg" fontWeight="semibold">
        {title}
      </Text>
      {hint && <Text color="fg.muted">{hint}</Text>}
      <Button asChild size="lg">
        <RouterLink to={to}>{actionLabel}</RouterLink>
      </Button>
    </Stack>
  );
}
