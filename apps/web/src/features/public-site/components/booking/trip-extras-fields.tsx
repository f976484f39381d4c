import { Paper, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type PaymentMethod, paymentMethods } from '@masar/contract/customer-bookings';
import { IconCash, IconCreditCard } from '@tabler/icons-react';
import { asciiDigitsOnInput } from '../../../../shared/forms/typed-digits';
import { useTranslation } from '../../../../shared/i18n/translation';

const paymentIcons = { Cash: IconCash, Card: IconCreditCard };

/** The flight of an airport trip and how the customer pays the driver at pickup. */
export function TripExtrasFields({
  idPrefix,
  showFlight,
  flightRequired,
  flight,
  flightError,
  onFlight,
  payment,
  onPayment,
  returnFlight,
}: {
  idPrefix: string;
  showFlight: boolean;
  /** An airport trip: the server refuses it without a flight, so the field says so (asterisk). */
  flightRequired: boolean;
  flight: string;
  flightError?: string;
  onFlight: (value: string) => void;
  payment: PaymentMethod;
  onPayment: (value: PaymentMethod) => void;
  /** A return trip's way back (decision 0017): its own flight. */
  returnFlight?: { value: string; error?: string; onChange: (value: string) => void };
}) {
  const { t } = useTranslation('public-booking');
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={`${idPrefix}-pay-title`}
    >
      <Stack gap="md">
        {showFlight && (
          <TextInput
            id={`${idPrefix}-flightNumber`}
            label={t('details.flight')}
            description={t('details.flightHint')}
            placeholder="SV1234"
            required={flightRequired}
            value={flight}
            onInput={asciiDigitsOnInput}
            onChange={(event) => onFlight(event.currentTarget.value)}
            error={flightError}
            dir="ltr"
            autoComplete="off"
          />
        )}
        {showFlight && returnFlight && (
          <TextInput
            id={`${idPrefix}-returnLeg.flightNumber`}
            label={t('details.returnFlight')}
            description={t('details.flightHint')}
            placeholder="SV1235"
            required={flightRequired}
            value={returnFlight.value}
            onInput={asciiDigitsOnInput}
            onChange={(event) => returnFlight.onChange(event.currentTarget.value)}
            error={returnFlight.error}
            dir="ltr"
            autoComplete="off"
          />
        )}
        <Radio.Group
          value={payment}
          onChange={(value) => onPayment(value as PaymentMethod)}
          label={
            <Title order={2} fz="h5" id={`${idPrefix}-pay-title`} component="span">
              {t('details.payment')}
            </Title>
          }
          description={t('details.paymentHint')}
        >
          <SimpleGrid cols={2} spacing="sm" mt="xs">
            {paymentMethods.map((method) => {
              const Icon = paymentIcons[method];
              return (
                <Radio.Card
                  key={method}
                  value={method}
                  radius="md"
                  p="sm"
                  aria-label={t(`payment.${method}`)}
                >
                  <Stack gap={4} align="center">
                    <Icon size={26} aria-hidden="true" color="var(--mantine-color-masar-7)" />
                    <Text size="sm" fw={600} ta="center">
                      {t(`payment.${method}`)}
                    </Text>
                    <Radio.Indicator size="xs" />
                  </Stack>
                </Radio.Card>
              );
            })}
          </SimpleGrid>
        </Radio.Group>
      </Stack>
    </Paper>
  );
}
