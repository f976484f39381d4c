import { Button } from '@mantine/core';
import type { AgentBooking } from '@masar/contract/agent-bookings';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../api/download';

/**
 * "Download ticket": GET /agents-bookings/download-ticket/{id} (the agent's own booking, or any for an
 * admin), saved as the reference. A failure was already shown by the API client.
 */
export function TicketButton({
  booking,
  variant,
}: {
  booking: Pick<AgentBooking, 'id' | 'reference'>;
  variant?: 'default';
}) {
  const { t } = useTranslation('trips');
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await downloadFile(`/agents-bookings/download-ticket/${booking.id}`, {
        fileName: `${booking.reference}.pdf`,
      });
    } catch {
      // The API client already showed what went wrong.
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Button
      variant={variant}
      leftSection={<IconDownload size={18} aria-hidden="true" />}
      onClick={() => void download()}
      loading={downloading}
    >
      {t('drawer.downloadTicket')}
    </Button>
  );
}
