import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { DeferredSelect, preloadSelect } from './deferred-select';

afterEach(cleanup);

describe('DeferredSelect', () => {
  it('keeps what was typed into the preview while the real select downloaded', async () => {
    const { container } = await renderWithProviders(
      <DeferredSelect
        label="Pick-up from"
        data={[
          { value: 'ruh', label: 'King Khalid Airport' },
          { value: 'jed', label: 'Jeddah Port' },
        ]}
        value={null}
        onChange={vi.fn()}
      />,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Pick-up from' }), { target: { value: 'King' } });
    preloadSelect();
    // Mantine's Select (not the preview) keeps its value in a hidden input.
    await waitFor(() => expect(container.querySelector('input[type="hidden"]')).not.toBeNull());
    const field = () => container.querySelector<HTMLInputElement>('input:not([type="hidden"])');
    await waitFor(() => expect(field()?.value).toBe('King'));
  });
});
