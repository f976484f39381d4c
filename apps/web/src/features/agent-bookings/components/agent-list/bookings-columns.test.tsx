import type { AgentBookingListItem } from '@masar/contract/agent-bookings';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../shared/test/render-with-providers';
import { agentBookingListItemFixture } from '../../../bookings-core/booking/booking-fixtures';
import { useBookingColumns } from './bookings-columns';

/** Each row's cells as the table renders them (mantine-datatable lays no cells out in jsdom). */
function Table({
  rows,
  onOpen,
}: {
  rows: AgentBookingListItem[];
  onOpen: (row: AgentBookingListItem) => void;
}) {
  const columns = useBookingColumns(onOpen, { withStatus: true });
  return (
    <table>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.id}>
            {columns.map((column) => (
              <td key={String(column.accessor)}>{column.render?.(row, index)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

afterEach(() => {
  cleanup();
});

describe("the agent's bookings table on list rows (issue #21)", () => {
  it('shows each column from a list row alone, and opens the booking by its id', async () => {
    const row = agentBookingListItemFixture();
    // A list row has no history, phone or price lines: the drawer reads those.
    expect(row).not.toHaveProperty('history');
    expect(row).not.toHaveProperty('travellerPhone');
    expect(row.price).toEqual({ hours: null, total: 16_250, currency: 'SAR' });
    const returnLeg = agentBookingListItemFixture({
      id: '0b7c1d6a-0000-4000-8000-000000000009',
      returnOf: row.id,
      direction: 'Leaving',
    });
    const onOpen = vi.fn();
    await renderWithProviders(<Table rows={[row, returnLeg]} onOpen={onOpen} />, { language: 'en' });
    const [first, second] = screen.getAllByRole('row');
    const text = first?.textContent ?? '';
    expect(text).toContain('MS-260101-0001');
    expect(text).toContain('Sara Ali');
    expect(text).toContain('SV1234');
    expect(text).toContain('King Abdulaziz Airport');
    expect(text).toContain('Al-Balad, Jeddah');
    expect(text).toContain('Camry');
    expect(text).toContain('162.50');
    expect(screen.getAllByTestId('return-badge')).toHaveLength(1);
    expect(second?.contains(screen.getByTestId('return-badge'))).toBe(true);
    fireEvent.click(screen.getAllByRole('button', { name: /MS-260101-0001/ })[0] as HTMLElement);
    expect(onOpen).toHaveBeenCalledWith(row);
  });
});
