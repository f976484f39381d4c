import {
  CANNOT_DEACTIVATE_SELF,
  CANNOT_REMOVE_OWN_EDIT_ADMINS,
  LAST_ADMIN_EDITOR,
} from '@masar/contract/admins';
import { COMMON_PASSWORD, EMAIL_TAKEN } from '@masar/contract/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/client';
import { i18n } from '../i18n/i18n';
import { localizeServerMessage, serverFormErrors } from './server-messages';

const failure = (...messages: string[]) => new ApiRequestError(400, messages, null);

afterEach(() => i18n.changeLanguage('en'));

describe('server messages in forms', () => {
  it('puts field messages under their field, in the page language', async () => {
    await i18n.changeLanguage('ar');
    const { byField, general } = serverFormErrors(failure(`password: ${COMMON_PASSWORD}`, EMAIL_TAKEN), [
      'name',
      'email',
      'password',
    ] as const);
    expect(byField.password).toBe(i18n.t('common:serverMessages.commonPassword'));
    expect(byField.email).toBe(i18n.t('common:serverMessages.emailTaken'));
    expect(byField.email).not.toBe(EMAIL_TAKEN);
    expect(general).toEqual([]);
  });

  it('pins the self-lockout and last-editor rules to the field they are about', async () => {
    await i18n.changeLanguage('en');
    const fields = ['name', 'active', 'permissions'] as const;
    const self = serverFormErrors(failure(CANNOT_REMOVE_OWN_EDIT_ADMINS, CANNOT_DEACTIVATE_SELF), fields, {
      [CANNOT_REMOVE_OWN_EDIT_ADMINS]: 'permissions',
      [CANNOT_DEACTIVATE_SELF]: 'active',
    });
    expect(self.byField.permissions).toContain('Edit admins');
    expect(self.byField.active).toBe('You cannot deactivate your own account.');
    const last = serverFormErrors(new ApiRequestError(409, [LAST_ADMIN_EDITOR], null), fields, {
      [LAST_ADMIN_EDITOR]: 'permissions',
    });
    expect(last.byField.permissions).toBe(i18n.t('common:serverMessages.lastAdminEditor'));
    expect(last.byField.active).toBeUndefined();
  });

  it('names a missing permission in the page language and keeps unknown messages', async () => {
    await i18n.changeLanguage('ar');
    expect(localizeServerMessage('Missing permission: EditAgents')).toContain('تعديل الوكلاء');
    expect(localizeServerMessage('Something new')).toBe('Something new');
    const { general } = serverFormErrors(failure('Something new'), ['name'] as const);
    expect(general).toEqual(['Something new']);
  });
});
