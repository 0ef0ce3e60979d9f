import { Stack, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  gap: StackProps['gap'];
  /** The form's name, from its heading's id or given outright, so it is a landmark ('form') for assistive tech. */
  'aria-labelledby'?: string;
  'aria-label'?: string;
  /** Called on Enter or the submit button; the page does not reload. */
  onSubmit(): void;
  children: ReactNode;
}

/**
 * A form laid out as a column. noValidate: the view model checks the fields and shows each error
 * under its field (TextField), so the browser's own bubbles never appear.
 */
export function StackForm({ gap, onSubmit, children, ...name }: Props) {
  return (
    <Stack asChild gap={gap}>
      <form
        noValidate
        {...name}
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Stack>
  );
}
