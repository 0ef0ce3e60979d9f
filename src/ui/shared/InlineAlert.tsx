import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  status: 'error' | 'warning' | 'success' | 'info';
  title?: ReactNode;
  children?: ReactNode;
}

/**
 * A message in the page (not a toast, which is gone after 5 s and easy to miss in sun glare).
 * Errors are announced at once (role alert); the others politely (role status).
 */
export function InlineAlert({ status, title, children }: Props) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'} borderRadius="md">
      <Alert.Indicator />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        {children && <Alert.Description>{children}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
