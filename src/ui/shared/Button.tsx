// eslint-disable-next-line no-restricted-imports -- the one place the shop takes Chakra's Button: the rest take this one.
import { Button as ChakraButton, Loader, Span } from '@chakra-ui/react';
import type { ComponentProps, MouseEvent } from 'react';
import { focusableDisabled } from './focusableDisabled';

type Props = ComponentProps<typeof ChakraButton>;

const ignore = (event: MouseEvent) => event.preventDefault();

/**
 * Chakra's Button, drawn the same, except while `loading`: Chakra's turns `disabled` then, and a
 * focused button that turns disabled drops the focus to the page, so a keyboard or screen reader
 * user whose Place Order or Save failed is sent back to the top and must find the button again.
 * This one says it is unavailable and looks it (focusableDisabled) but keeps the focus, and ignores
 * presses meanwhile itself: the click's default is prevented too, so a submit button does not send
 * its form a second time (Enter in a field presses the form's submit button the same way).
 */
export function Button({ loading = false, loadingText, spinner, spinnerPlacement, disabled, onClick, children, ...rest }: Props) {
  return (
    <ChakraButton {...rest} {...focusableDisabled(loading)} disabled={!loading && disabled} onClick={loading ? ignore : onClick}>
      {loading && !rest.asChild ? (
        <>
          <Loader text={loadingText} spinner={spinner} spinnerPlacement={spinnerPlacement}>
            {children}
          </Loader>
          {/* Without a loading text the Loader hides the label with `visibility: hidden`, which also
              takes the focused button's name from screen readers: this copy keeps it. */}
          {!loadingText && <Span srOnly>{children}</Span>}
        </>
      ) : (
        children
      )}
    </ChakraButton>
  );
}
