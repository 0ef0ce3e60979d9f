import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/Button';
import type { DemoAccount } from '../demoAccounts';
import { DEMO_PASSWORD } from '../demoAccounts';

interface Props {
  accounts: readonly DemoAccount[];
  /** What is signing in now (an account's email while that one is). */
  busy: string | null;
  onChoose(account: DemoAccount): void;
}

/** Local mode: one tap signs in as the demo customer, delivery person or admin. */
export function DemoAccounts({ accounts, busy, onChoose }: Props) {
  const { t } = useTranslation();
  return (
    <Card.Root as="section" variant="subtle" aria-labelledby="demo-accounts-title">
      <Card.Body gap="3">
        <Heading as="h2" id="demo-accounts-title" size="md">
          {t('screens.login.demo.title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('screens.login.demo.body', { password: DEMO_PASSWORD })}
        </Text>
        <Stack gap="2">
          {accounts.map((account) => (
            <Button
              key={account.email}
              size="lg"
              variant="outline"
              bg="bg"
              h="auto"
              minH="14"
              py="2"
              justifyContent="flex-start"
              loading={busy === account.email}
              disabled={busy !== null}
              onClick={() => onChoose(account)}
            >
              <Stack gap="0" align="flex-start" textAlign="start">
                <Text fontWeight="semibold">{t(`screens.login.demo.roles.${account.role}`)}</Text>
                <Text fontSize="sm" color="fg.muted" fontWeight="normal">
                  {account.email}
                </Text>
              </Stack>
            </Button>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
