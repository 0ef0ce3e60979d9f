import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ProductRef } from '../../../domain/catalog/Product';
import { useInjection } from '../../app/useInjection';
import { useViewModel } from '../../app/useViewModel';
import { InlineAlert } from '../../shared/InlineAlert';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { useNotify } from '../../shared/NotifyContext';
import { AdminUploadViewModel } from './AdminUploadViewModel';
import { CatalogCsvViewModel } from './CatalogCsvViewModel';
import { CsvPanel } from './components/CsvPanel';
import { ProductForm } from './components/ProductForm';
import { ProductPicker } from './components/ProductPicker';
import { StockPanel } from './components/StockPanel';
import { downloadText } from '../../shared/downloadText';
import { EDIT_PARAM, parseEditParam } from './editProductPath';

/** /adminupload (Upload Product): create and edit products, set stock, and bulk edit by CSV. */
const AdminUploadScreen = observer(function AdminUploadScreen() {
  const { t } = useTranslation();
  const vm = useViewModel(AdminUploadViewModel);
  const csv = useInjection(CatalogCsvViewModel);
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const editParam = params.get(EDIT_PARAM);

  // A link from the dashboard (?edit=group/subgroup/id) opens that product.
  useEffect(() => {
    const ref = parseEditParam(editParam);
    if (ref) void vm.openProduct(ref);
  }, [vm, editParam]);

  const open = (ref: ProductRef) => {
    setParams({ [EDIT_PARAM]: `${ref.group}/${ref.subgroup}/${ref.id}` });
  };

  const startNew = () => {
    setParams({});
    vm.startNew();
  };

  const save = async (confirm = false) => {
    const result = await vm.save(confirm);
    if (!result) return;
    notify.result(result, 'product.saved');
  };

  const saveStock = async (variant: string | null) => {
    const result = await vm.saveStock(variant);
    if (result) notify.result(result, 'product.stockUpdated');
  };

  const exportCsv = async () => {
    const text = await csv.exportCsv();
    if (text !== null) downloadText(text, `catalogue-${new Date().toISOString().slice(0, 10)}.csv`);
  };

  const importCsv = async (file: File) => {
    await csv.importFile(file);
    // Products just imported show in the picker and the stock lists.
    if (csv.outcome?.code === 'csv.imported' || csv.outcome?.code === 'csv.partlyImported') await vm.loadCatalogue();
  };

  return (
    <Stack gap="6" px={{ base: '3', md: '6' }} py="4" maxW="6xl" mx="auto">
      <Heading as="h1" size="xl">
        {t('titles.adminUpload')}
      </Heading>
      {vm.loadError && <InlineAlert status="error">{t(`messages.${vm.loadError}`)}</InlineAlert>}
      <ProductPicker vm={vm} onOpen={open} />
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
        <Stack gap="6" gridColumn={{ lg: 'span 2' }}>
          <ProductForm vm={vm} onSave={() => void save()} onNew={startNew} />
        </Stack>
        <Stack gap="6">
          <StockPanel vm={vm} onSave={(variant) => void saveStock(variant)} />
          <CsvPanel vm={csv} onExport={() => void exportCsv()} onImport={(file) => void importCsv(file)} />
        </Stack>
      </SimpleGrid>
      <ConfirmDialog
        open={vm.confirmingPrice}
        title={t('screens.adminUpload.priceConfirm.title')}
        body={t('screens.adminUpload.priceConfirm.body')}
        confirmLabel={t('screens.adminUpload.priceConfirm.confirm')}
        cancelLabel={t('screens.adminUpload.priceConfirm.cancel')}
        busy={vm.saving}
        onConfirm={() => void save(true)}
        onClose={vm.dismissPriceConfirm}
      />
    </Stack>
  );
});

export default AdminUploadScreen;
