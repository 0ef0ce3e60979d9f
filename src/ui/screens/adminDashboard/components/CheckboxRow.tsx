import { Checkbox, Stack, Text } from '@chakra-ui/react';

interface Props {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  helperText?: string;
}

/**
 * An on/off setting with its label, sized for a thumb. A checkbox rather than a switch: the
 * shop's theme carries the checkbox recipe only (src/ui/theme), and an unstyled switch is invisible.
 */
export function CheckboxRow({ label, checked, onChange, helperText }: Props) {
  return (
    <Stack gap="1">
      <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)} size="lg" minH="11">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {helperText && (
        <Text fontSize="sm" color="fg.muted">
          {helperText}
        </Text>
      )}
    </Stack>
  );
}
