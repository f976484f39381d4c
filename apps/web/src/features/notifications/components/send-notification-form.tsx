import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type NotificationTarget, sendNotificationBody } from '@masar/contract/notifications';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { agentOptionLabel } from '../../../shared/format/agent-option';
import { type FieldErrors, fieldErrorsOf } from '../../../shared/forms/field-errors';
import { FormErrorAlert } from '../../../shared/forms/form-error-alert';
import { serverFormErrors } from '../../../shared/forms/server-messages';
import { useTranslation } from '../../../shared/i18n/translation';
import { toast } from '../../../shared/ui/toast';
import { notificationAgentsQueryOptions, useSendNotification } from '../api/notifications';

const fields = ['target', 'agentId', 'title', 'body', 'link'] as const;
type Field = (typeof fields)[number];
type Values = { target: NotificationTarget; agentId: string; title: string; body: string; link: string };

/** Compose and send (POST /firebase/send); `targets` are those the admin's permissions allow (decision 0005). */
export function SendNotificationForm({ targets }: { targets: NotificationTarget[] }) {
  const { t } = useTranslation('notifications');
  const { t: tAuth } = useTranslation('auth');
  const formId = useId();
  const empty: Values = { target: targets[0] ?? 'allAgents', agentId: '', title: '', body: '', link: '' };
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const send = useSendNotification();
  const agents = useQuery({ ...notificationAgentsQueryOptions(), enabled: values.target === 'agent' });

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setGeneral([]);
    const candidate = {
      target: values.target,
      agentId: values.target === 'agent' ? values.agentId || undefined : undefined,
      title: values.title,
      body: values.body,
      link: values.link.trim() || undefined,
    };
    const parsed = sendNotificationBody.safeParse(candidate);
    if (!parsed.success) {
      const found = fieldErrorsOf<Field>(parsed.error.issues, tAuth, values);
      if (found.link) found.link = t('send.linkHint');
      setErrors(found);
      return;
    }
    try {
      const result = await send.mutateAsync(parsed.data);
      toast.success(t('send.sent', { count: result.recipients, subscriptions: result.subscriptions }));
      setValues({ ...empty, target: values.target });
    } catch (error) {
      const split = serverFormErrors(error, fields);
      setErrors(split.byField);
      setGeneral(split.general);
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" maw={640}>
      <form id={formId} onSubmit={submit} noValidate aria-busy={send.isPending}>
        <Stack gap="md">
          <FormErrorAlert messages={general} />
          <Stack gap={4}>
            <Text size="sm" fw={500} id={`${formId}-target`}>
              {t('send.target')}
            </Text>
            <SegmentedControl
              aria-labelledby={`${formId}-target`}
              value={values.target}
              onChange={(value) => set('target', value as NotificationTarget)}
              data={targets.map((target) => ({ value: target, label: t(`send.targets.${target}`) }))}
              fullWidth
            />
          </Stack>
          {values.target === 'agent' && (
            <Select
              label={t('send.agent')}
              placeholder={t('send.agentPlaceholder')}
              searchable
              required
              data={(agents.data ?? []).map((agent) => ({
                value: agent.id,
                label: agentOptionLabel(agent),
              }))}
              value={values.agentId || null}
              onChange={(value) => set('agentId', value ?? '')}
              error={errors.agentId}
              nothingFoundMessage={t('send.agentPlaceholder')}
            />
          )}
          <TextInput
            label={t('send.title')}
            required
            value={values.title}
            onChange={(event) => set('title', event.currentTarget.value)}
            error={errors.title}
          />
          <Textarea
            label={t('send.body')}
            required
            autosize
            minRows={3}
            value={values.body}
            onChange={(event) => set('body', event.currentTarget.value)}
            error={errors.body}
          />
          <TextInput
            label={t('send.link')}
            description={t('send.linkHint')}
            dir="ltr"
            value={values.link}
            onChange={(event) => set('link', event.currentTarget.value)}
            error={errors.link}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={send.isPending}
              leftSection={<IconSend size={16} aria-hidden="true" className="mirror-in-rtl" />}
            >
              {t('send.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
