import { Menu, Switch } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../i18n/translation';
import { toast } from '../ui/toast';
import { disablePush, enablePush, isPushEnabled, PushError } from './push-subscription';

/** Turns Web Push on or off for this browser; failures are told in the page language (push is optional). */
function usePushSetting() {
  const { t, i18n } = useTranslation('notifications');
  const [enabled, setEnabled] = useState(isPushEnabled);
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    setBusy(true);
    try {
      if (enabled) await disablePush();
      else await enablePush(i18n.language);
      toast.success(t(enabled ? 'push.disabled' : 'push.enabled'));
    } catch (error) {
      const code = error instanceof PushError ? error.code : 'subscribeFailed';
      toast.error(`${t(`pushErrors.${code}`)} ${t('push.optional')}`);
    } finally {
      setEnabled(isPushEnabled());
      setBusy(false);
    }
  };
  return { enabled, busy, toggle, label: t(enabled ? 'push.menuOn' : 'push.menuOff') };
}

/** The setting in an account menu. */
export function PushMenuItem() {
  const { enabled, busy, toggle, label } = usePushSetting();
  const Icon = enabled ? IconBell : IconBellOff;
  return (
    <Menu.Item
      leftSection={<Icon size={16} aria-hidden="true" />}
      onClick={() => void toggle()}
      disabled={busy}
      closeMenuOnClick={false}
      role="menuitemcheckbox"
      aria-checked={enabled}
    >
      {label}
    </Menu.Item>
  );
}

/** The same setting as a switch, where a layout has no account menu (the agent panel on phones). */
export function PushSwitch() {
  const { enabled, busy, toggle, label } = usePushSetting();
  return <Switch checked={enabled} disabled={busy} onChange={() => void toggle()} label={label} />;
}
