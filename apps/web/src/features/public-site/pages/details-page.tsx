import { Alert, Button, Container, Grid, List, Stack, Title } from '@mantine/core';
import { createCustomerBookingBody, type PaymentMethod } from '@masar/contract/customer-bookings';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ApiRequestError } from '../../../shared/api/client';
import { localizeServerMessage } from '../../../shared/api/server-message';
import { useSignedInUser } from '../../../shared/auth/use-auth';
import { type FieldErrors, fieldErrorsOf, splitServerMessages } from '../../../shared/forms/field-errors';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { Link, Navigate, useNavigate } from '../../../shared/router/react';
import { ExtrasPicker } from '../../bookings-core/trip/extras-picker';
import { clearBookingFlow, idempotencyKeyFor } from '../../bookings-core/trip/flow-storage';
import {
  type TravellerField,
  TravellerFields,
  travellerFieldNames,
} from '../../bookings-core/trip/traveller-fields';
import { bookingOf, quoteOf } from '../../bookings-core/trip/trip-requests';
import { useTravellerDraft } from '../../bookings-core/trip/use-traveller-draft';
import {
  publicQuoteQueryOptions,
  useCreateCustomerBooking,
} from '../../customer-bookings/api/customer-bookings';
import { publicExtrasQueryOptions } from '../../public-catalogue/api/public-catalogue';
import { InlineAuth } from '../components/booking/inline-auth';
import { PriceCard } from '../components/booking/price-card';
import { PublicSteps } from '../components/booking/public-steps';
import { PublicTripSummary } from '../components/booking/public-trip-summary';
import { TripExtrasFields } from '../components/booking/trip-extras-fields';
import { usePublicFlow } from '../flow/public-flow';
import { publicPaths } from '../flow/public-paths';

type Field = TravellerField | 'flightNumber' | 'returnLeg.flightNumber';
const formFields: readonly Field[] = ['flightNumber', 'returnLeg.flightNumber', ...travellerFieldNames];
/** Fields chosen before this step: their server messages send the customer back to the search. */
const earlierFields = ['pickupAt', 'hours', 'taxiServiceId', 'returnLeg', 'returnLeg.pickupAt'] as const;

/**
 * /book/details: the traveller, flight, extras and payment method, sign in or sign up inline, then confirm.
 * The price is the server's; the Idempotency-Key is kept per request body in sessionStorage, so confirming
 * again after a network failure books once.
 */
export function DetailsPage() {
  const { t } = useTranslation('public-booking');
  const { t: tAuth } = useTranslation('auth');
  const { t: tCommon } = useTranslation('common');
  const id = useId();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { trip, allowed, homePath, pathOf } = usePublicFlow('details');
  const user = useSignedInUser();
  const [flight, setFlight] = useState(trip.flight ?? '');
  const [returnFlight, setReturnFlight] = useState(trip.returnFlight ?? '');
  const [payment, setPayment] = useState<PaymentMethod>('Cash');
  const [general, setGeneral] = useState<string[]>([]);
  const book = useCreateCustomerBooking();
  const extrasList = useQuery(publicExtrasQueryOptions());
  const { draft, setDraft, extras, errors, setErrors, setField, setQuantity, show } = useTravellerDraft(
    extrasList.data,
    formFields,
    id,
  );

  // Once signed in, the customer usually travels: start from their own name and phone.
  useEffect(() => {
    if (!user) return;
    setDraft((current) => ({
      ...current,
      travellerName: current.travellerName || user.name,
      travellerPhone: current.travellerPhone || (user.phone ?? ''),
      travellerEmail: current.travellerEmail || user.email,
    }));
  }, [user, setDraft]);

  const hourly = trip.direction === 'Hourly';
  const quote = useQuery(
    publicQuoteQueryOptions(
      allowed && !extrasList.isPending
        ? quoteOf(trip, {
            taxiServiceId: trip.taxiServiceId ?? undefined,
            hours: hourly ? trip.hours : undefined,
            extras,
          })
        : null,
    ),
  );
  if (!allowed) return <Navigate to={homePath} replace />;
  const offer = quote.data?.offers[0];
  // The server wants a flight for an airport trip (booked-trip.ts): asked for here, not refused after.
  const flightRequired = !hourly && quote.data?.location?.type === 'Airport';
  // A return trip (decision 0017): the way back's price, terms and flight.
  const returnOffer = trip.returnTrip ? offer?.returnLeg : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setGeneral([]);
    const { extras: _chosen, ...traveller } = draft;
    if (flightRequired && !flight.trim()) return show({ flightNumber: t('details.flightRequired') });
    if (flightRequired && trip.returnTrip && !returnFlight.trim())
      return show({ 'returnLeg.flightNumber': t('details.flightRequired') });
    const withFlight = {
      ...trip,
      flight: hourly ? null : flight.trim() || null,
      returnFlight: trip.returnTrip ? returnFlight.trim() || null : null,
    };
    const booking = bookingOf(withFlight, extras, traveller);
    if (!booking) return setGeneral([t('details.tripIncomplete')]);
    // The total on screen goes along: a price that changed since is refused, never charged unseen.
    const body = {
      ...booking,
      paymentMethod: payment,
      ...(offer ? { expectedTotal: offer.returnLeg?.bothLegsTotal ?? offer.price.total } : {}),
    };
    const parsed = createCustomerBookingBody.safeParse(body);
    if (!parsed.success) {
      const found = fieldErrorsOf<Field>(parsed.error.issues, tAuth, {
        ...draft,
        flightNumber: flight,
        'returnLeg.flightNumber': returnFlight,
      });
      if (found.flightNumber) found.flightNumber = t('details.flightFormat');
      if (found['returnLeg.flightNumber']) found['returnLeg.flightNumber'] = t('details.flightFormat');
      if (found.travellerPhone && draft.travellerPhone.trim())
        found.travellerPhone = tAuth('validation.phone');
      if (formFields.some((field) => found[field])) return show(found);
      return setGeneral([t('details.tripIncomplete')]);
    }
    try {
      const created = await book.mutateAsync({
        body,
        idempotencyKey: idempotencyKeyFor(JSON.stringify(body)),
      });
      clearBookingFlow();
      navigate(`${localized(publicPaths.confirmation)}?booking=${created.id}`, { replace: true });
    } catch (error) {
      if (!(error instanceof ApiRequestError)) return setGeneral([tCommon('errors.unexpected')]);
      // The request may or may not have reached the server: the same key makes a second try safe.
      if (error.status === 0) return setGeneral([t('details.networkRetry')]);
      const split = splitServerMessages(error.messages, [...formFields, ...earlierFields]);
      const byField: FieldErrors<Field> = {};
      for (const field of formFields) {
        const message = split.byField[field];
        if (message) byField[field] = localizeServerMessage(message);
      }
      const earlier = earlierFields.flatMap((field) => split.byField[field] ?? []);
      setGeneral([...earlier, ...split.general].map(localizeServerMessage));
      show(byField);
      void quote.refetch();
    }
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <PublicSteps current="details" />
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }} mb="md">
        {t('details.title')}
      </Title>
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <PublicTripSummary trip={trip} changePath={pathOf('results', trip)} />
            <InlineAuth />
            <form id={`${id}-form`} onSubmit={submit} noValidate aria-busy={book.isPending}>
              <Stack gap="md">
                <TravellerFields idPrefix={id} values={draft} errors={errors} onChange={setField} />
                <TripExtrasFields
                  idPrefix={id}
                  showFlight={!hourly}
                  flightRequired={flightRequired}
                  flight={flight}
                  flightError={errors.flightNumber}
                  onFlight={(value) => {
                    setFlight(value);
                    setErrors((current) => ({ ...current, flightNumber: undefined }));
                  }}
                  payment={payment}
                  onPayment={setPayment}
                  returnFlight={
                    trip.returnTrip
                      ? {
                          value: returnFlight,
                          error: errors['returnLeg.flightNumber'],
                          onChange: (value) => {
                            setReturnFlight(value);
                            setErrors((current) => ({ ...current, 'returnLeg.flightNumber': undefined }));
                          },
                        }
                      : undefined
                  }
                />
                <ExtrasPicker
                  extras={extrasList.data ?? []}
                  loading={extrasList.isPending}
                  quantities={draft.extras}
                  onChange={setQuantity}
                />
              </Stack>
            </form>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} style={{ position: 'sticky', top: 80 }}>
          <Stack gap="md">
            {general.length > 0 && (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertTriangle size={18} aria-hidden="true" />}
                role="alert"
                title={t('details.failed')}
              >
                <List size="sm">
                  {general.map((message) => (
                    <List.Item key={message}>{message}</List.Item>
                  ))}
                </List>
                <Button component={Link} to={homePath} variant="light" size="xs" mt="sm">
                  {t('summary.change')}
                </Button>
              </Alert>
            )}
            {quote.isError && (
              <Alert color="red" variant="light" role="alert" title={t('details.priceFailed')}>
                {quote.error instanceof ApiRequestError
                  ? quote.error.messages.map(localizeServerMessage).join(' ')
                  : null}
              </Alert>
            )}
            <PriceCard
              car={offer?.car}
              price={quote.isPlaceholderData ? undefined : offer?.price}
              terms={quote.isPlaceholderData ? undefined : offer?.cancellationTerms}
              returnPrice={quote.isPlaceholderData ? undefined : returnOffer?.price}
              returnTerms={quote.isPlaceholderData ? undefined : returnOffer?.cancellationTerms}
              pending={book.isPending}
              canConfirm={!!user}
              formId={`${id}-form`}
              hint={user ? t('price.payDriver') : t('price.signInFirst')}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
