import { Box, Skeleton, Text } from '@chakra-ui/react';

/** One number on the dashboard with its label; a skeleton while it loads. */
export function Figure({ label, value }: { label: string; value: string | null }) {
  return (
    <Box as="dl" borderWidth="1px" borderColor="border" borderRadius="md" p="3" bg="bg">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontSize="2xl" fontWeight="bold">
        {value ?? <Skeleton as="span" display="inline-block" height="6" width="16" />}
      </Text>
    </Box>
  );
}
