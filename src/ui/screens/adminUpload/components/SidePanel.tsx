import { Card, Heading, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

interface Props {
  title: string;
  /** A small muted line on what the panel is for. */
  help: string;
  children: ReactNode;
}

/** A card beside the product form (stock, the catalogue file): a titled region, its help line, then its controls. */
export function SidePanel({ title, help, children }: Props) {
  const titleId = useId();
  return (
    <Card.Root as="section" aria-labelledby={titleId}>
      <Card.Body gap="3">
        <Heading as="h2" id={titleId} size="lg">
          {title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {help}
        </Text>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
