import { Box, Skeleton, Text } from '@chakra-ui/react';

interface Props {
  label: string;
  /** Null while it loads: a skeleton stands in its place. */
  value: string | null;
  /** In a bordered box of its own (the admin dashboard's tiles); off where a card already frames the figures. */
  framed?: boolean;
}

/** One number with its label, large enough to read at a glance: the admin's and the delivery person's day at a glance. */
export function Figure({ label, value, framed = true }: Props) {
  return (
    <Box as="dl" {...(framed ? { borderWidth: '1px', borderColor: 'border', borderRadius: 'md', p: '3', bg: 'bg' } : {})}>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontSize="2xl" fontWeight="bold">
        {value ?? <Skeleton as="span" display="inline-block" height="6" width="16" />}
      </Text>
    </Box>
  );
}
