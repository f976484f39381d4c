import { ActionIcon, Badge, Text } from '@mantine/core';
import type { Invoice } from '@masar/contract/invoices';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '../../../shared/format/date';
import { useTranslation } from '../../../shared/i18n/translation';
import { formatMoney } from '../../../shared/money/money';
import type { DataTableColumn } from '../../../shared/ui/data-table';
import { fromBreakpoint } from '../../../shared/ui/media';

/** The PDF button of a row: a labelled button, so keyboard and screen-reader users reach it. */
function PdfButton({
  invoice,
  download,
}: {
  invoice: Invoice;
  download: (invoice: Invoice) => Promise<void>;
}) {
  const { t } = useTranslation('invoices');
  const [busy, setBusy] = useState(false);
  const label = t('download', { number: invoice.number });
  return (
    <ActionIcon
      variant="light"
      aria-label={label}
      title={label}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await download(invoice);
        } catch {
          // The API client already showed what went wrong.
        } finally {
          setBusy(false);
        }
      }}
    >
      <IconFileTypePdf size={18} aria-hidden="true" />
    </ActionIcon>
  );
}

/** Number, kind, date, booking, (buyer for admins), net, VAT, total and the PDF. */
export function useInvoiceColumns(
  download: (invoice: Invoice) => Promise<void>,
  { withBuyer = false } = {},
): DataTableColumn<Invoice>[] {
  const { t, i18n } = useTranslation('invoices');
  // The table's alignment is physical; amounts go to the end of the reading direction.
  const end = i18n.dir() === 'rtl' ? 'left' : 'right';
  const money = (minor: number, invoice: Invoice) => (
    <span dir="auto">{formatMoney(invoice.kind === 'CreditNote' ? -minor : minor, i18n.language)}</span>
  );
  const columns: (DataTableColumn<Invoice> | false)[] = [
    {
      accessor: 'number',
      title: t('columns.number'),
      sortable: true,
      noWrap: true,
      render: (invoice) => (
        <Text size="sm" fw={600} dir="ltr" span>
          {invoice.number}
        </Text>
      ),
    },
    {
      accessor: 'kind',
      title: t('columns.kind'),
      render: (invoice) => (
        <Badge variant="light" color={invoice.kind === 'CreditNote' ? 'orange' : 'teal'}>
          {t(`kind.${invoice.kind}`)}
        </Badge>
      ),
    },
    {
      accessor: 'issuedAt',
      title: t('columns.issuedAt'),
      sortable: true,
      visibleMediaQuery: fromBreakpoint('sm'),
      render: (invoice) => formatDate(invoice.issuedAt, i18n.language, true),
    },
    {
      accessor: 'bookingReference',
      title: t('columns.booking'),
      noWrap: true,
      visibleMediaQuery: fromBreakpoint('md'),
      render: (invoice) => <span dir="ltr">{invoice.bookingReference}</span>,
    },
    withBuyer && {
      accessor: 'buyer',
      title: t('columns.buyer'),
      visibleMediaQuery: fromBreakpoint('lg'),
      render: (invoice) => (i18n.language === 'ar' ? invoice.buyer?.nameAr : invoice.buyer?.nameEn) ?? '—',
    },
    {
      accessor: 'net',
      title: t('columns.net'),
      textAlign: end,
      visibleMediaQuery: fromBreakpoint('lg'),
      render: (invoice) => money(invoice.net, invoice),
    },
    {
      accessor: 'vat',
      title: t('columns.vat'),
      textAlign: end,
      visibleMediaQuery: fromBreakpoint('md'),
      render: (invoice) => money(invoice.vat, invoice),
    },
    {
      accessor: 'total',
      title: t('columns.total'),
      sortable: true,
      textAlign: end,
      render: (invoice) => money(invoice.total, invoice),
    },
    {
      accessor: 'pdf',
      title: t('columns.pdf'),
      textAlign: 'center',
      render: (invoice) => <PdfButton invoice={invoice} download={download} />,
    },
  ];
  return columns.filter((column): column is DataTableColumn<Invoice> => Boolean(column));
}
