import { Alert, Button, Grid, List, Stack } from '@mantine/core';
import { bookTripBody } from '@masar/contract/trips';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ApiRequestError } from '../../../../shared/api/client';
import { localizeServerMessage } from '../../../../shared/api/server-message';
import { type FieldErrors, fieldErrorsOf, splitServerMessages } from '../../../../shared/forms/field-errors';
import { useTranslation } from '../../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../../shared/i18n/use-localized-path';
import { Link, useNavigate } from '../../../../shared/router/react';
import { currentAgentQueryOptions } from '../../../agents/api/agents';
import { ExtrasPicker } from '../../../bookings-core/trip/extras-picker';
import { clearBookingFlow, idempotencyKeyFor } from '../../../bookings-core/trip/flow-storage';
import {
  type TravellerField,
  TravellerFields,
  travellerFieldNames,
} from '../../../bookings-core/trip/traveller-fields';
import type { TripDraft } from '../../../bookings-core/trip/trip-params';
import { bookingOf, quoteOf } from '../../../bookings-core/trip/trip-requests';
import { useTravellerDraft } from '../../../bookings-core/trip/use-traveller-draft';
import { publicExtrasQueryOptions } from '../../../public-catalogue/api/public-catalogue';
import { quoteQueryOptions, useBookTrip } from '../../api/agent-bookings';
import { ChosenCar } from './chosen-car';
import { ReviewCard } from './review-card';
import classes from './traveller-step.module.css';

/** Fields of the booking body that are chosen on earlier steps: their server messages link back there. */
const earlierFields = [
  'pickupAt',
  'flightNumber',
  'hours',
  'taxiServiceId',
  'returnLeg',
  'returnLeg.pickupAt',
  'returnLeg.flightNumber',
] as const;

/**
 * Step 4: the traveller, the extras and the review; confirm books and pays. The form (and the chosen extras)
 * is kept in sessionStorage; the Idempotency-Key is kept per request body, so confirming again after a network
 * failure can never book twice.
 */
export function TravellerStep({ trip, timePath }: { trip: TripDraft; timePath: string }) {
  const { t } = useTranslation('agent-booking');
  const { t: tAuth } = useTranslation('auth');
  const { t: tCommon } = useTranslation('common');
  const id = useId();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [general, setGeneral] = useState<{ messages: string[]; toTime: boolean }>({
    messages: [],
    toTime: false,
  });
  const book = useBookTrip();
  const extrasList = useQuery(publicExtrasQueryOptions());
  const { draft, extras, errors, setField, setQuantity, show } = useTravellerDraft(
    extrasList.data,
    travellerFieldNames,
    id,
  );
  const agent = useQuery(currentAgentQueryOptions());

  const hours = trip.direction === 'Hourly' ? trip.hours : undefined;
  const quote = useQuery(
    quoteQueryOptions(
      !extrasList.isPending
        ? quoteOf(trip, { taxiServiceId: trip.taxiServiceId ?? undefined, hours, extras })
        : null,
    ),
  );
  const offer = quote.data?.offers[0];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setGeneral({ messages: [], toTime: false });
    const { extras: _chosen, ...traveller } = draft;
    const request = bookingOf(trip, extras, traveller);
    // The total on screen goes along: a price that changed since is refused, never charged unseen.
    const expectedTotal = offer && (offer.returnLeg?.bothLegsTotal ?? offer.price.total);
    const body = request && (expectedTotal !== undefined ? { ...request, expectedTotal } : request);
    if (!body) return setGeneral({ messages: [t('review.tripIncomplete')], toTime: true });
    const parsed = bookTripBody.safeParse(body);
    if (!parsed.success) {
      const found = fieldErrorsOf<TravellerField>(parsed.error.issues, tAuth, draft);
      if (found.travellerPhone && draft.travellerPhone.trim())
        found.travellerPhone = tAuth('validation.phone');
      const onTraveller = travellerFieldNames.some((field) => found[field]);
      if (onTraveller) return show(found);
      // The trip in the URL was edited by hand: step 3 checks it again.
      return setGeneral({ messages: [t('review.tripIncomplete')], toTime: true });
    }
    try {
      const booking = await book.mutateAsync({
        body,
        idempotencyKey: idempotencyKeyFor(JSON.stringify(body)),
      });
      clearBookingFlow();
      navigate(`${localized('/panel/traveler-info')}?booking=${booking.id}`, { replace: true });
    } catch (error) {
      if (!(error instanceof ApiRequestError)) {
        return setGeneral({ messages: [tCommon('errors.unexpected')], toTime: false });
      }
      // The request may or may not have reached the server: the same key makes a second try safe.
      if (error.status === 0) return setGeneral({ messages: [t('review.networkRetry')], toTime: false });
      const split = splitServerMessages(error.messages, [...travellerFieldNames, ...earlierFields]);
      const byField: FieldErrors<TravellerField> = {};
      for (const field of travellerFieldNames) {
        const message = split.byField[field];
        if (message) byField[field] = localizeServerMessage(message);
      }
      const earlier = earlierFields.flatMap((field) => split.byField[field] ?? []);
      setGeneral({
        messages: [...earlier, ...split.general].map(localizeServerMessage),
        toTime: earlier.length > 0,
      });
      show(byField);
      // A changed price or balance: show the current ones.
      void quote.refetch();
      void agent.refetch();
    }
  }

  return (
    <form id={`${id}-form`} onSubmit={submit} noValidate aria-busy={book.isPending}>
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            {offer && <ChosenCar offer={offer} />}
            <TravellerFields idPrefix={id} values={draft} errors={errors} onChange={setField} />
            <ExtrasPicker
              extras={extrasList.data ?? []}
              loading={extrasList.isPending}
              quantities={draft.extras}
              onChange={setQuantity}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} className={classes.review}>
          <Stack gap="md">
            {general.messages.length > 0 && (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertTriangle size={18} aria-hidden="true" />}
                role="alert"
                title={t('review.failed')}
              >
                <List size="sm">
                  {general.messages.map((message) => (
                    <List.Item key={message}>{message}</List.Item>
                  ))}
                </List>
                {general.toTime && (
                  <Button component={Link} to={timePath} variant="light" size="xs" mt="sm">
                    {t('review.changeTime')}
                  </Button>
                )}
              </Alert>
            )}
            {quote.isError && (
              <Alert color="red" variant="light" role="alert" title={t('review.priceFailed')}>
                {quote.error instanceof ApiRequestError
                  ? quote.error.messages.map(localizeServerMessage).join(' ')
                  : null}
              </Alert>
            )}
            <ReviewCard
              price={quote.isPlaceholderData ? undefined : offer?.price}
              returnPrice={quote.isPlaceholderData ? undefined : offer?.returnLeg?.price}
              balance={agent.data?.balance}
              creditLimit={agent.data?.creditLimit}
              pending={book.isPending}
              formId={`${id}-form`}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}
