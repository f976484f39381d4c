import { Button } from '@mantine/core';
import type { AgentBooking } from '@masar/contract/agent-bookings';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/translation';
import { downloadTicket } from '../api/agent-bookings';

/**
 * "Download ticket": GET /agents-bookings/download-ticket/{id} through agent-bookings' client (the agent's
 * own booking, or any for an admin), saved as the reference. A failure was already shown by the API client. A refunded booking's ticket
 * stays downloadable for the records but is never offered as a valid one (its PDF says CANCELLED too).
 */
export function TicketButton({
  booking,
  variant,
}: {
  booking: Pick<AgentBooking, 'id' | 'reference' | 'status'>;
  variant?: 'default';
}) {
  const { t } = useTranslation('bookings');
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await downloadTicket(booking);
    } catch {
      // The API client already showed what went wrong.
    } finally {
      setDownloading(false);
    }
  }

  const cancelled = booking.status === 'Refunded';
  return (
    <Button
      variant={cancelled ? 'subtle' : variant}
      color={cancelled ? 'gray' : undefined}
      leftSection={<IconDownload size={18} aria-hidden="true" />}
      onClick={() => void download()}
      loading={downloading}
    >
      {t(cancelled ? 'drawer.downloadCancelledTicket' : 'drawer.downloadTicket')}
    </Button>
  );
}
