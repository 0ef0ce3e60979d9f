import { Box, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/Button';
import { InlineAlert } from '../../../shared/InlineAlert';
import type { CatalogCsvViewModel } from '../CatalogCsvViewModel';
import { SidePanel } from './SidePanel';

interface Props {
  vm: CatalogCsvViewModel;
  onExport(): void;
  onImport(file: File): void;
}

/** Bulk edits in a spreadsheet: download the catalogue, upload it back; problems listed by line. */
export const CsvPanel = observer(function CsvPanel({ vm, onExport, onImport }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const outcome = vm.outcome;
  const good = outcome?.code === 'csv.imported';
  return (
    <SidePanel title={t('screens.adminUpload.csvTitle')} help={t('screens.adminUpload.csvHelp')}>
      <HStack gap="3" flexWrap="wrap">
        <Button size="lg" variant="outline" onClick={onExport} loading={vm.busy === 'export'} disabled={vm.busy !== null}>
          {t('screens.adminUpload.csvExport')}
        </Button>
        <VisuallyHidden asChild>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            aria-label={t('screens.adminUpload.csvImport')}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) onImport(file);
            }}
          />
        </VisuallyHidden>
        <Button size="lg" onClick={() => input.current?.click()} loading={vm.busy === 'import'} disabled={vm.busy !== null}>
          {t('screens.adminUpload.csvImport')}
        </Button>
      </HStack>
      {vm.busy === 'import' && vm.progress.total > 0 && <Text role="status">{t('screens.adminUpload.csvProgress', vm.progress)}</Text>}
      {outcome && <InlineAlert status={good ? 'success' : 'error'}>{t(`messages.${outcome.code}`, outcome.params ?? {})}</InlineAlert>}
      {vm.awaitingConfirm && (
        <Stack gap="2" borderWidth="1px" borderColor="orange.solid" borderRadius="md" p="3">
          <Text fontWeight="medium">{t('screens.adminUpload.csvConfirm', { count: vm.issues.length })}</Text>
          <HStack gap="3">
            <Button size="lg" onClick={() => void vm.confirmImport()}>
              {t('screens.adminUpload.csvConfirmYes')}
            </Button>
            <Button size="lg" variant="outline" onClick={vm.cancelImport}>
              {t('screens.adminUpload.csvConfirmNo')}
            </Button>
          </HStack>
        </Stack>
      )}
      {vm.issues.length > 0 && (
        <Box as="ul" listStyleType="none" maxH="80" overflowY="auto" aria-label={t('screens.adminUpload.csvProblems')}>
          {vm.issues.map((issue, i) => (
            <Text as="li" key={`${issue.line}-${i}`} color={vm.awaitingConfirm ? 'fg' : 'fg.error'} py="0.5">
              {issue.line > 0
                ? t('screens.adminUpload.csvLine', { line: issue.line, message: t(`messages.${issue.code}`, issue.params ?? {}) })
                : t(`messages.${issue.code}`, issue.params ?? {})}
            </Text>
          ))}
        </Box>
      )}
    </SidePanel>
  );
});
