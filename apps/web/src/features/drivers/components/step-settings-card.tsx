import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAdminCan } from '../../../shared/auth/use-permission';
import { FormErrorAlert } from '../../../shared/forms/form-error-alert';
import { serverFormErrors } from '../../../shared/forms/server-messages';
import { WholeNumberInput } from '../../../shared/forms/whole-number-input';
import { useTranslation } from '../../../shared/i18n/translation';
import { toast } from '../../../shared/ui/toast';
import { stepSettingsQueryOptions, useSaveStepSettings } from '../api/driver-steps';

const fields = ['noShowWaitAirportMinutes', 'noShowWaitOtherMinutes'] as const;

/**
 * The waiting time before a driver may record a no-show (decision 0013 addendum), on the drivers list:
 * everyone who reads drivers sees it, ManageOrders changes it.
 */
export function StepSettingsCard() {
  const { t } = useTranslation('drivers');
  const canEdit = useAdminCan('ManageOrders');
  const settings = useQuery(stepSettingsQueryOptions());
  const save = useSaveStepSettings();
  const [airport, setAirport] = useState<number | null>(null);
  const [other, setOther] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ byField: Record<string, string | undefined>; general: string[] }>({
    byField: {},
    general: [],
  });
  useEffect(() => {
    if (!settings.data) return;
    setAirport(settings.data.noShowWaitAirportMinutes);
    setOther(settings.data.noShowWaitOtherMinutes);
  }, [settings.data]);
  if (!settings.data) return null;

  async function submit() {
    setErrors({ byField: {}, general: [] });
    const saved = await save
      .mutateAsync({ noShowWaitAirportMinutes: airport ?? '', noShowWaitOtherMinutes: other ?? '' })
      .catch((error: unknown) => {
        setErrors(serverFormErrors(error, fields));
        return null;
      });
    if (saved) toast.success(t('stepSettings.saved'));
  }

  return (
    <Paper withBorder radius="md" p="md" mb="md" component="section" aria-labelledby="step-settings-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="step-settings-title">
          {t('stepSettings.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('stepSettings.hint')}
        </Text>
        <FormErrorAlert messages={errors.general} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <WholeNumberInput
            label={t('stepSettings.airport')}
            value={airport}
            onChange={setAirport}
            min={0}
            max={240}
            emptyValue={null}
            readOnly={!canEdit}
            error={errors.byField.noShowWaitAirportMinutes}
          />
          <WholeNumberInput
            label={t('stepSettings.other')}
            value={other}
            onChange={setOther}
            min={0}
            max={240}
            emptyValue={null}
            readOnly={!canEdit}
            error={errors.byField.noShowWaitOtherMinutes}
          />
        </SimpleGrid>
        {canEdit && (
          <Group>
            <Button
              leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
              onClick={() => void submit()}
              loading={save.isPending}
            >
              {t('stepSettings.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
