import { Stack, Switch, Text } from '@chakra-ui/react';

interface SwitchRowProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  helperText?: string;
}

/** An on/off setting with its label, sized for a thumb. */
export function SwitchRow({ label, checked, onChange, helperText }: SwitchRowProps) {
  return (
    <Stack gap="1">
      <Switch.Root checked={checked} onCheckedChange={(e) => onChange(e.checked)} size="lg" minH="11" alignItems="center">
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      {helperText && (
        <Text fontSize="sm" color="fg.muted">
          {helperText}
        </Text>
      )}
    </Stack>
  );
}
