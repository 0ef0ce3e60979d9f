import { Box, Field, HStack, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useViewModel } from '../../app/useViewModel';
import { isLanguage, type Language } from '../../i18n/languages';
import { Button } from '../../shared/Button';
import { InlineAlert } from '../../shared/InlineAlert';
import { billCss } from './billPrintCss';
import { billText, whatsAppLink } from './billText';
import { PAPERS, BillViewModel, type Paper } from './BillViewModel';
import { BillSheet } from './components/BillSheet';

const isPaper = (value: string): value is Paper => (PAPERS as readonly string[]).includes(value);

/**
 * /bill/:orderId: the bill of one order, for the owner or the delivery person who holds it. The
 * person printing picks the bill's language (whatever the app's) and the paper; Print prints the
 * bill alone, Share sends its text (the share sheet, or WhatsApp to the customer's number).
 */
const BillScreen = observer(function BillScreen() {
  const { orderId = '' } = useParams();
  const { t, i18n } = useTranslation();
  const vm = useViewModel(BillViewModel);
  const [language, setLanguage] = useState<Language>(isLanguage(i18n.language) ? i18n.language : 'en');
  const [loaded, setLoaded] = useState<string | null>(null);

  useEffect(() => {
    void vm.load(orderId);
  }, [vm, orderId]);
  useEffect(() => {
    let live = true;
    void i18n.loadLanguages(language).then(() => live && setLoaded(language));
    return () => {
      live = false;
    };
  }, [i18n, language]);

  const bill = vm.bill;
  const billT = i18n.getFixedT(loaded === language ? language : 'en');
  const text = bill ? billText(bill, billT, language) : '';
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  return (
    <Stack gap="4" px={{ base: '3', md: '6' }} py="4" maxW="4xl" mx="auto">
      <style>{billCss(vm.paper)}</style>
      <Text as="h1" fontSize="2xl" fontWeight="bold">
        {t('bill.screenTitle')}
      </Text>
      {vm.error && <InlineAlert status="error">{t(`messages.${vm.error}`)}</InlineAlert>}
      <HStack gap="3" flexWrap="wrap" align="end">
        <Field.Root flex="1" minW="36">
          <Field.Label>{t('bill.language')}</Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field value={language} onChange={(e) => isLanguage(e.target.value) && setLanguage(e.target.value)}>
              <option value="en">English</option>
              <option value="hi">हिन्दी</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root flex="1" minW="36">
          <Field.Label>{t('bill.paper')}</Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field value={vm.paper} onChange={(e) => isPaper(e.target.value) && vm.setPaper(e.target.value)}>
              {PAPERS.map((paper) => (
                <option key={paper} value={paper}>
                  {t(`bill.papers.${paper}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      <HStack gap="2" flexWrap="wrap">
        <Button size="lg" flex="1" minW="32" disabled={!bill} onClick={() => window.print()}>
          {t('bill.print')}
        </Button>
        {bill && canShare && (
          <Button
            size="lg"
            flex="1"
            minW="32"
            variant="outline"
            onClick={() => void navigator.share({ title: bill.store.name, text }).catch(() => undefined)}
          >
            {t('bill.share')}
          </Button>
        )}
        {bill && (
          <Button asChild size="lg" flex="1" minW="32" variant="outline">
            <a href={whatsAppLink(bill.customer.phone, text)} target="_blank" rel="noreferrer">
              {t('bill.whatsApp')}
            </a>
          </Button>
        )}
      </HStack>
      {bill ? (
        <Box borderWidth="1px" borderColor="border" borderRadius="md" p="4" bg="white" overflowX="auto">
          <BillSheet bill={bill} t={billT} language={language} paper={vm.paper} id="bill-preview" />
        </Box>
      ) : (
        !vm.error && <Skeleton height="80" borderRadius="md" />
      )}
      {bill &&
        createPortal(
          <div className="bill-print" aria-hidden="true">
            <BillSheet bill={bill} t={billT} language={language} paper={vm.paper} id="bill-printed" />
          </div>,
          document.body,
        )}
    </Stack>
  );
});

export default BillScreen;
