import { Dialog } from '@chakra-ui/react';
import { Button } from './Button';

interface Props {
  cancelLabel: string;
  confirmLabel: string;
  /** The confirmed action is under way: the confirm button spins and cancel waits. */
  busy?: boolean;
  /** What the confirm button says while busy ('Deleting...'); the spinner alone without it. */
  busyLabel?: string;
  /** Red confirm button for actions that undo something (cancel an order, demote a user). */
  destructive?: boolean;
  /** Nothing to confirm (no one to choose): only cancel is offered. */
  confirmDisabled?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** A dialog's footer: cancel and confirm side by side, each half the width, sized for a thumb. */
export function DialogActions({
  cancelLabel,
  confirmLabel,
  busy = false,
  busyLabel,
  destructive = false,
  confirmDisabled,
  onConfirm,
  onCancel,
}: Props) {
  return (
    <Dialog.Footer gap="3">
      <Button size="lg" variant="outline" flex="1" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button
        size="lg"
        flex="1"
        colorPalette={destructive ? 'red' : undefined}
        loading={busy}
        loadingText={busyLabel}
        disabled={confirmDisabled}
        onClick={onConfirm}
      >
        {confirmLabel}
      </Button>
    </Dialog.Footer>
  );
}
