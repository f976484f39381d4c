import {
  Button,
  Grid,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { toAsciiDigits } from '@masar/contract/digits';
import type { SimulateResponse, SimulatorEnd } from '@masar/contract/price-tools';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { ApiRequestError } from '../../../shared/api/client';
import { localizeServerMessage } from '../../../shared/api/server-message';
import { RequirePermission } from '../../../shared/auth/require-permission';
import { FormErrorAlert } from '../../../shared/forms/form-error-alert';
import { useTranslation } from '../../../shared/i18n/translation';
import { DateField, TimeField } from '../../../shared/ui/date-time-fields';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { allAreasQueryOptions } from '../../areas/api/areas';
import { todayInZone, zonedToIso, zoneName } from '../../bookings-core/trip/business-time';
import { allLocationsQueryOptions } from '../../locations/api/locations';
import { useSimulatePrice } from '../api/price-tools';
import { SimulatorResult } from '../components/simulator-result';

const SimulatorMap = lazy(() => import('../components/simulator-map'));

type Which = 'pickup' | 'dropOff';
interface EndDraft {
  kind: 'location' | 'point';
  locationId: string | null;
  lat: string;
  lng: string;
}

const colors: Record<Which, string> = { pickup: '#1c8d97', dropOff: '#e8590c' };

/** A coordinate as typed, Arabic-Indic digits too; null when it is none. */
function coordinate(text: string, limit: number): number | null {
  const ascii = toAsciiDigits(text).replace('٫', '.').trim();
  if (!/^-?\d+(\.\d+)?$/.test(ascii)) return null;
  const value = Number(ascii);
  return Math.abs(value) <= limit ? value : null;
}

function tomorrow(): string {
  const [year, month, day] = todayInZone().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/**
 * /admin-panel/taxi-service/simulator (issue #17): pick the pickup and the drop-off (a location, or a point
 * on the map), a date and time in the business time zone, and see every car's price exactly as a booking
 * would be charged — the server runs the booking's own quote.
 */
function PriceSimulator() {
  const { t, i18n } = useTranslation(['price-tools', 'common']);
  const title = usePageTitle();
  const id = useId();
  const ar = i18n.language === 'ar';
  const nameOf = (item: { nameAr: string; nameEn: string }) => (ar ? item.nameAr : item.nameEn);
  const locations = useQuery(allLocationsQueryOptions({}));
  const areas = useQuery(allAreasQueryOptions());
  const simulate = useSimulatePrice();
  const [ends, setEnds] = useState<Record<Which, EndDraft>>({
    pickup: { kind: 'location', locationId: null, lat: '', lng: '' },
    dropOff: { kind: 'point', locationId: null, lat: '', lng: '' },
  });
  const [placing, setPlacing] = useState<Which>('dropOff');
  const [date, setDate] = useState(tomorrow);
  const [time, setTime] = useState('10:00');
  const [problems, setProblems] = useState<string[]>([]);
  const [result, setResult] = useState<SimulateResponse | null>(null);
  const zone = zoneName(i18n.language);
  const pointEnds = (['pickup', 'dropOff'] as const).filter((which) => ends[which].kind === 'point');
  const target: Which | undefined = pointEnds.includes(placing) ? placing : pointEnds[0];

  const update = (which: Which, change: Partial<EndDraft>) =>
    setEnds((current) => ({ ...current, [which]: { ...current[which], ...change } }));

  function endOf(which: Which): SimulatorEnd | null {
    const draft = ends[which];
    if (draft.kind === 'location') return draft.locationId ? { locationId: draft.locationId } : null;
    const lat = coordinate(draft.lat, 90);
    const lng = coordinate(draft.lng, 180);
    return lat === null || lng === null ? null : { lat, lng };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: string[] = [];
    const pickup = endOf('pickup');
    const dropOff = endOf('dropOff');
    if (ends.pickup.kind === 'point' && ends.dropOff.kind === 'point')
      found.push(t('simulator.needsLocation'));
    for (const which of ['pickup', 'dropOff'] as const) {
      if (!endOf(which))
        found.push(
          `${t(`simulator.${which}`)}: ${ends[which].kind === 'point' ? t('simulator.needsPoint') : t('simulator.chooseLocation')}`,
        );
    }
    const pickupAt = zonedToIso(date, time);
    if (!pickupAt) found.push(t('simulator.needsTime'));
    if (found.length || !pickup || !dropOff || !pickupAt) {
      setProblems(found);
      return;
    }
    setProblems([]);
    simulate.mutate(
      { pickup, dropOff, pickupAt },
      {
        onSuccess: setResult,
        onError: (error) => {
          setResult(null);
          setProblems(
            error instanceof ApiRequestError ? error.messages.map(localizeServerMessage) : [String(error)],
          );
        },
      },
    );
  }

  const markers = (['pickup', 'dropOff'] as const).flatMap((which) => {
    const end = endOf(which);
    const draft = ends[which];
    const location =
      draft.kind === 'location' ? locations.data?.find((item) => item.id === draft.locationId) : undefined;
    const point = location ?? (end && 'lat' in end ? end : null);
    return point
      ? [{ lat: point.lat, lng: point.lng, label: t(`simulator.${which}`), color: colors[which] }]
      : [];
  });

  if (locations.isError || areas.isError)
    return (
      <QueryError
        onRetry={() => {
          void locations.refetch();
          void areas.refetch();
        }}
      />
    );

  return (
    <Stack gap="md">
      <PageHeader title={title} />
      <Text c="dimmed" size="sm">
        {t('simulator.intro')}
      </Text>
      <form onSubmit={submit} noValidate>
        <Grid>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder radius="md" p="sm">
              <Stack gap="sm">
                {(['pickup', 'dropOff'] as const).map((which) => {
                  const draft = ends[which];
                  const name = t(`simulator.${which}`);
                  return (
                    <Stack key={which} gap={6}>
                      <Text fw={600} id={`${id}-${which}`}>
                        {name}
                      </Text>
                      <SegmentedControl
                        aria-labelledby={`${id}-${which}`}
                        fullWidth
                        value={draft.kind}
                        onChange={(value) => {
                          update(which, { kind: value as EndDraft['kind'] });
                          if (value === 'point') setPlacing(which);
                        }}
                        data={[
                          { value: 'location', label: t('simulator.location') },
                          { value: 'point', label: t('simulator.point') },
                        ]}
                      />
                      {draft.kind === 'location' ? (
                        <Select
                          label={t('simulator.chooseLocation')}
                          aria-label={`${name} — ${t('simulator.chooseLocation')}`}
                          data={(locations.data ?? []).map((item) => ({
                            value: item.id,
                            label: nameOf(item),
                          }))}
                          value={draft.locationId}
                          onChange={(value) => update(which, { locationId: value })}
                          searchable
                          disabled={locations.isPending}
                        />
                      ) : (
                        <SimpleGrid cols={2} spacing="xs">
                          <TextInput
                            label={t('simulator.lat', { end: name })}
                            inputMode="decimal"
                            dir="ltr"
                            value={draft.lat}
                            onChange={(event) => update(which, { lat: event.currentTarget.value })}
                          />
                          <TextInput
                            label={t('simulator.lng', { end: name })}
                            inputMode="decimal"
                            dir="ltr"
                            value={draft.lng}
                            onChange={(event) => update(which, { lng: event.currentTarget.value })}
                          />
                        </SimpleGrid>
                      )}
                    </Stack>
                  );
                })}
                <SimpleGrid cols={2} spacing="xs">
                  <DateField
                    label={t('simulator.date')}
                    value={date || null}
                    onChange={(value) => setDate(value ?? '')}
                    required
                  />
                  <TimeField
                    label={t('simulator.time', { zone })}
                    value={time || null}
                    onChange={(value) => setTime(value ?? '')}
                    required
                  />
                </SimpleGrid>
                <FormErrorAlert messages={problems} />
                <Button type="submit" loading={simulate.isPending}>
                  {t('simulator.submit')}
                </Button>
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="xs">
              {pointEnds.length === 2 && (
                <SegmentedControl
                  aria-label={t('simulator.mapTarget')}
                  value={placing}
                  onChange={(value) => setPlacing(value as Which)}
                  data={(['pickup', 'dropOff'] as const).map((which) => ({
                    value: which,
                    label: t(`simulator.${which}`),
                  }))}
                />
              )}
              <Suspense fallback={<Loader aria-label={t('common:loading')} />}>
                <SimulatorMap
                  label={t('simulator.mapLabel')}
                  areas={areas.data ?? []}
                  points={markers}
                  onPick={
                    target ? (lat, lng) => update(target, { lat: String(lat), lng: String(lng) }) : undefined
                  }
                />
              </Suspense>
            </Stack>
          </Grid.Col>
        </Grid>
      </form>
      {result && <SimulatorResult result={result} />}
    </Stack>
  );
}

/** The simulator runs on the whole price list, which the server opens to EditTaxiServices only. */
export function PriceSimulatorPage() {
  return (
    <RequirePermission permission="EditTaxiServices">
      <PriceSimulator />
    </RequirePermission>
  );
}
