import {
  CANNOT_DEACTIVATE_SELF,
  CANNOT_REMOVE_OWN_EDIT_ADMINS,
  LAST_ADMIN_EDITOR,
} from '@masar/contract/admins';
import { COMMON_PASSWORD, EMAIL_TAKEN } from '@masar/contract/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/client';
import { i18n } from '../i18n/i18n';
import { serverFormErrors } from './server-messages';

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
    expect(byField.password).toBe(i18n.t('messages:codes.commonPassword'));
    expect(byField.email).toBe(i18n.t('messages:codes.emailTaken'));
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
    expect(last.byField.permissions).toBe(i18n.t('messages:codes.lastAdminEditor'));
    expect(last.byField.active).toBeUndefined();
  });

  it('routes an item of a list field to the field, in the page language', async () => {
    await i18n.changeLanguage('ar');
    const { byField, general } = serverFormErrors(
      failure('images.0: Only JPEG, PNG or WebP images are accepted', 'Something new'),
      ['nameEn', 'images'] as const,
    );
    expect(byField.images).toBe(i18n.t('messages:codes.imageType'));
    expect(general).toEqual(['Something new']);
  });
});
