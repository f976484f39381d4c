import { message, messageCodes, messages } from '@masar/contract/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { localizeServerMessage } from './server-message';

afterEach(() => i18n.changeLanguage('en'));

const placeholders = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]).sort();

describe('the message catalogue in the web', () => {
  it.each(['ar', 'en'] as const)(
    'every code has a %s translation that uses only its parameters',
    async (language) => {
      await i18n.changeLanguage(language);
      for (const code of messageCodes) {
        const translated = i18n.getResource(language, 'messages', `codes.${code}`);
        expect(translated, `${language} ${code}`).toBeTypeOf('string');
        const known = placeholders(messages[code], /\{(\w+)\}/g);
        for (const used of placeholders(translated ?? '', /\{\{(\w+)\}\}/g)) {
          expect(known, `${language} ${code}`).toContain(used);
        }
      }
    },
  );

  it('shows a catalogue message in Arabic, with its parameters and their labels', async () => {
    await i18n.changeLanguage('ar');
    expect(localizeServerMessage(message('carNameEnTaken'))).toBe('توجد سيارة بهذا الاسم الإنجليزي.');
    expect(localizeServerMessage(`images.0: ${message('imageType')}`)).toBe(
      i18n.t('messages:codes.imageType'),
    );
    expect(localizeServerMessage(`amount: ${message('tooBig', { maximum: 100 })}`)).toBe(
      'يجب ألا تزيد القيمة على 100.',
    );
    // Counted as Arabic counts: 3 أحرف, 120 حرفًا, 100 حرف.
    expect(localizeServerMessage(message('tooShort', { minimum: 3 }))).toBe('أدخل 3 أحرف على الأقل.');
    expect(localizeServerMessage(message('tooLong', { maximum: 120 }))).toBe('أدخل 120 حرفًا على الأكثر.');
    expect(localizeServerMessage(message('tooLong', { maximum: 100 }))).toBe('أدخل 100 حرف على الأكثر.');
    expect(
      localizeServerMessage(message('onlyRequestedCan', { verb: 'cancelled', status: 'Accepted' })),
    ).toBe('لا يمكن إلغاء إلا الحجز المطلوب؛ حالة هذا الحجز: مقبول.');
    expect(localizeServerMessage(message('missingPermission', { permission: 'EditAgents' }))).toContain(
      'تعديل الوكلاء',
    );
    // A call that several permissions open names them all, in words.
    expect(
      localizeServerMessage(message('missingPermission', { permission: 'EditTaxiServices or ViewerAdmin' })),
    ).toBe(
      `حسابك لا يملك صلاحية «${i18n.t('permissions:names.EditTaxiServices.label')} أو ${i18n.t('permissions:names.ViewerAdmin.label')}».`,
    );
    expect(
      localizeServerMessage(
        `polygon: ${message('holeProblem', { hole: 1, problem: message('polygonNoArea') })}`,
      ),
    ).toBe(`الفراغ 1: ${i18n.t('messages:codes.polygonNoArea')}`);
  });

  it('keeps a text that is not in the catalogue as it came', () => {
    expect(localizeServerMessage('Something new')).toBe('Something new');
  });
});
