import { Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogActions } from './DialogActions';

interface Props {
  open: boolean;
  title: string;
  body?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The confirmed action is under way: the confirm button spins and closing waits. */
  busy?: boolean;
  /** What the confirm button says while busy ('Deleting...'); the spinner alone without it. */
  busyLabel?: string;
  /** Red confirm button for actions that undo something (cancel an order, demote a user). */
  destructive?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** 'Are you sure?' before an action that cannot be taken back. */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  cancelLabel,
  busy = false,
  busyLabel,
  destructive = false,
  onConfirm,
  onClose,
}: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && !busy && onClose()} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {body && <Dialog.Body>{typeof body === 'string' ? <Text>{body}</Text> : body}</Dialog.Body>}
            <DialogActions
              cancelLabel={cancelLabel}
              confirmLabel={confirmLabel}
              busy={busy}
              busyLabel={busyLabel}
              destructive={destructive}
              onConfirm={onConfirm}
              onCancel={onClose}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
