import { Card, Field, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CANCELLATION_KINDS } from '../../../domain/order/cancelReasons';
import { RANGE_CHOICES, type RangeChoice } from '../../../domain/reports/reportRange';
import type { SalesReport } from '../../../domain/reports/SalesReport';
import { useViewModel } from '../../app/useViewModel';
import { Button } from '../../shared/Button';
import { Figure } from '../../shared/Figure';
import { formatPrice } from '../../shared/formatPrice';
import { downloadText } from '../../shared/downloadText';
import { InlineAlert } from '../../shared/InlineAlert';
import { BarChart } from './components/BarChart';
import { TopProducts } from './components/TopProducts';
import { formatDay, formatHour } from './reportFormat';
import { ReportsViewModel } from './ReportsViewModel';

const isRangeChoice = (value: string): value is RangeChoice => (RANGE_CHOICES as readonly string[]).includes(value);

/** /admin/reports: sales over days, cash per delivery person, what sells and when, for the owner. */
const ReportsScreen = observer(function ReportsScreen() {
  const { t } = useTranslation();
  const vm = useViewModel(ReportsViewModel);

  return (
    <Stack gap="6" px={{ base: '3', md: '6' }} py="4" maxW="6xl" mx="auto">
      <Heading as="h1" size="xl">
        {t('reports.title')}
      </Heading>
      <Stack
        as="form"
        gap="3"
        onSubmit={(e) => {
          e.preventDefault();
          void vm.load();
        }}
      >
        <Field.Root>
          <Field.Label>{t('reports.range.label')}</Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field value={vm.range} onChange={(e) => isRangeChoice(e.target.value) && vm.choose(e.target.value)}>
              {RANGE_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`reports.range.${choice}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {vm.range === 'between' && (
          <HStack gap="3" align="end" flexWrap="wrap">
            <Field.Root flex="1" minW="36">
              <Field.Label>{t('reports.range.from')}</Field.Label>
              <Input type="date" size="lg" value={vm.from} onChange={(e) => vm.setFrom(e.target.value)} />
            </Field.Root>
            <Field.Root flex="1" minW="36">
              <Field.Label>{t('reports.range.to')}</Field.Label>
              <Input type="date" size="lg" value={vm.to} onChange={(e) => vm.setTo(e.target.value)} />
            </Field.Root>
            <Button type="submit" size="lg">
              {t('reports.range.show')}
            </Button>
          </HStack>
        )}
      </Stack>
      {vm.error && <InlineAlert status="error">{t(`messages.${vm.error}`)}</InlineAlert>}
      {vm.report && (
        <Stack gap="1" align={{ base: 'stretch', md: 'flex-start' }}>
          <Button
            size="lg"
            variant="outline"
            loading={vm.exporting}
            onClick={async () => {
              const file = await vm.exportCsv();
              if (file) downloadText(file.text, file.fileName);
            }}
          >
            {t('exportCsv.button')}
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {t('exportCsv.help')}
          </Text>
        </Stack>
      )}
      <div aria-live="polite" aria-busy={vm.loading}>
        {vm.report && <ReportBody report={vm.report} />}
      </div>
    </Stack>
  );
});

function ReportBody({ report }: { report: SalesReport }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const days = report.revenueByDay;
  const best = days.reduce((top, d) => (d.revenue > top.revenue ? d : top), days[0]!);
  const busiest = report.ordersByHour.indexOf(Math.max(...report.ordersByHour));
  const span =
    report.from === report.to
      ? formatDay(report.from, language, true)
      : `${formatDay(report.from, language, true)} – ${formatDay(report.to, language, true)}`;

  return (
    <Stack gap="6">
      <Text color="fg.muted">{t('reports.span', { span })}</Text>
      <Stack as="section" aria-labelledby="reports-orders" gap="3">
        <Heading as="h2" id="reports-orders" size="lg">
          {t('reports.orders')}
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
          <Figure label={t('reports.placed')} value={String(report.placed)} />
          <Figure label={t('reports.delivered')} value={String(report.delivered)} />
          <Figure label={t('reports.cancelled')} value={String(report.cancelled)} />
          <Figure label={t('reports.revenue')} value={formatPrice(report.revenue)} />
          <Figure label={t('reports.fees')} value={formatPrice(report.fees)} />
          <Figure label={t('reports.averageBasket')} value={formatPrice(report.averageBasket)} />
          <Figure label={t('reports.newCustomers')} value={String(report.newCustomers)} />
          <Figure label={t('reports.returningCustomers')} value={String(report.returningCustomers)} />
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted">
          {t('reports.revenueNote')}
        </Text>
      </Stack>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <Card.Root as="section" aria-labelledby="reports-by-day">
          <Card.Body gap="3">
            <Heading as="h2" id="reports-by-day" size="lg">
              {t('reports.revenueByDay')}
            </Heading>
            <BarChart
              title={t('reports.revenueByDay')}
              summary={
                best.revenue > 0
                  ? t('reports.revenueByDaySummary', {
                      total: formatPrice(report.revenue),
                      day: formatDay(best.day, language),
                      best: formatPrice(best.revenue),
                    })
                  : t('reports.noSales')
              }
              data={days.map((d) => ({ key: d.day, label: formatDay(d.day, language), value: d.revenue }))}
              formatValue={formatPrice}
              labelHeading={t('reports.day')}
              valueHeading={t('reports.revenue')}
              labelEvery={Math.max(1, Math.ceil(days.length / 5))}
            />
          </Card.Body>
        </Card.Root>
        <Card.Root as="section" aria-labelledby="reports-by-hour">
          <Card.Body gap="3">
            <Heading as="h2" id="reports-by-hour" size="lg">
              {t('reports.ordersByHour')}
            </Heading>
            <BarChart
              title={t('reports.ordersByHour')}
              summary={
                report.placed > 0
                  ? t('reports.ordersByHourSummary', { hour: formatHour(busiest), count: report.ordersByHour[busiest] })
                  : t('reports.noOrders')
              }
              data={report.ordersByHour.map((n, hour) => ({ key: String(hour), label: String(hour), value: n }))}
              formatValue={(n) => String(n)}
              labelHeading={t('reports.hour')}
              valueHeading={t('reports.placed')}
              labelEvery={3}
            />
            <Text fontSize="sm" color="fg.muted">
              {t('reports.hoursNote')}
            </Text>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>

      <Card.Root as="section" aria-labelledby="reports-top">
        <Card.Body gap="4">
          <Heading as="h2" id="reports-top" size="lg">
            {t('reports.topProducts')}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            <TopProducts
              id="reports-top-qty"
              title={t('reports.byQuantity')}
              products={report.topByQuantity}
              measure="qty"
              formatValue={(n) => String(n)}
            />
            <TopProducts
              id="reports-top-revenue"
              title={t('reports.byRevenue')}
              products={report.topByRevenue}
              measure="revenue"
              formatValue={formatPrice}
            />
          </SimpleGrid>
        </Card.Body>
      </Card.Root>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <Stack as="section" aria-labelledby="reports-cash" gap="3">
          <Heading as="h2" id="reports-cash" size="lg">
            {t('reports.cashByCourier')}
          </Heading>
          {report.couriers.length === 0 ? (
            <Text color="fg.muted">{t('reports.noDeliveries')}</Text>
          ) : (
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('reports.courier')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('reports.delivered')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('reports.cash')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {report.couriers.map((c) => (
                  <Table.Row key={c.uid}>
                    <Table.Cell>{c.name || t('reports.unnamedCourier')}</Table.Cell>
                    <Table.Cell textAlign="end">{c.delivered}</Table.Cell>
                    <Table.Cell textAlign="end">{formatPrice(c.cash)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Stack>
        <Stack as="section" aria-labelledby="reports-cancelled" gap="3">
          <Heading as="h2" id="reports-cancelled" size="lg">
            {t('reports.cancellations')}
          </Heading>
          {report.cancelled === 0 ? (
            <Text color="fg.muted">{t('reports.noCancellations')}</Text>
          ) : (
            <Stack as="dl" gap="1">
              {CANCELLATION_KINDS.filter((kind) => report.cancellations[kind] > 0).map((kind) => (
                <HStack key={kind} justify="space-between">
                  <Text as="dt">{t(`reports.reasons.${kind}`)}</Text>
                  <Text as="dd" fontWeight="semibold">
                    {report.cancellations[kind]}
                  </Text>
                </HStack>
              ))}
            </Stack>
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

export default ReportsScreen;
