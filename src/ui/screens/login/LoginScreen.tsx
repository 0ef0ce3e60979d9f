import { Card, Checkbox, Group, Separator } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../../app/useViewModel';
import { Button } from '../../shared/Button';
import { InlineAlert } from '../../shared/InlineAlert';
import { TextField } from '../../shared/TextField';
import { DemoAccounts } from './components/DemoAccounts';
import { LoginViewModel, type LoginMode } from './LoginViewModel';
import { loginScreenClass } from './loginScreenStyles';
import { PageIntro } from '../../shared/PageIntro';
import { StackForm } from '../../shared/StackForm';

const MODES: readonly LoginMode[] = ['signIn', 'signUp'];

/** /login: sign in or create an account; Google and the demo accounts where the backend has them. */
const LoginScreen = observer(function LoginScreen() {
  const { t } = useTranslation();
  const vm = useViewModel(LoginViewModel);
  const busy = vm.busy !== null;
  return (
    <div className={loginScreenClass.root}>
      <PageIntro title={t('titles.login')} intro={t('screens.login.intro')} />
      <Card.Root variant="outline">
        <Card.Body gap="4">
          <Group attached w="full" role="group" aria-label={t('screens.login.modeLabel')}>
            {MODES.map((mode) => (
              <Button
                key={mode}
                flex="1"
                size="lg"
                variant={vm.mode === mode ? 'solid' : 'outline'}
                aria-pressed={vm.mode === mode}
                onClick={() => vm.setMode(mode)}
              >
                {t(`screens.login.modes.${mode}`)}
              </Button>
            ))}
          </Group>
          <StackForm gap="4" aria-label={t(`screens.login.modes.${vm.mode}`)} onSubmit={() => void vm.submit()}>
            <TextField
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              label={t('screens.login.email')}
              placeholder={t('screens.login.emailPlaceholder')}
              value={vm.email}
              onChange={vm.setEmail}
              required
            />
            <TextField
              name="password"
              type={vm.showPassword ? 'text' : 'password'}
              autoComplete={vm.mode === 'signIn' ? 'current-password' : 'new-password'}
              label={t('screens.login.password')}
              helperText={vm.mode === 'signUp' ? t('screens.login.passwordHint') : undefined}
              value={vm.password}
              onChange={vm.setPassword}
              required
            />
            <Checkbox.Root checked={vm.showPassword} onCheckedChange={vm.toggleShowPassword} minH="11">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('screens.login.showPassword')}</Checkbox.Label>
            </Checkbox.Root>
            {vm.error && <InlineAlert status="error">{t(`messages.${vm.error}`)}</InlineAlert>}
            <Button type="submit" size="lg" loading={vm.busy === 'form'} disabled={busy}>
              {t(`screens.login.submit.${vm.mode}`)}
            </Button>
          </StackForm>
          {vm.supportsGoogle && (
            <>
              <Separator />
              <Button
                size="lg"
                variant="outline"
                onClick={() => void vm.continueWithGoogle()}
                loading={vm.busy === 'google'}
                disabled={busy}
              >
                {t('screens.login.google')}
              </Button>
            </>
          )}
        </Card.Body>
      </Card.Root>
      {vm.demoAccounts.length > 0 && (
        <DemoAccounts accounts={vm.demoAccounts} busy={vm.busy} onChoose={(account) => void vm.signInAsDemo(account)} />
      )}
    </div>
  );
});

export default LoginScreen;
