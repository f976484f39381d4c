import type { MailContent, NoticeContent, NoticeDetail } from '../../db/schema/index';
import type { Language } from '../../lib/request-language';

/**
 * The e-mails. What one says is decided when it is written, in the recipient's language: its subject and its
 * content, a template and its values (decisions 0010 and 0020). The outbox keeps those; `renderMail` lays them
 * out when the message is sent or shown: an HTML part built for mail clients (a table layout, inline styles
 * only, `dir`/`lang` on the root and on every block, a button-like link followed by the plain URL) and a
 * plain-text part saying the same.
 */

export type { MailContent, NoticeDetail };

/** An e-mail as it is written to the outbox. */
export interface WrittenMail {
  subject: string;
  content: MailContent;
}

export interface RenderedMail {
  html: string;
  text: string;
}

/** The HTML and text parts of an outbox message. */
export function renderMail(language: Language, subject: string, content: MailContent): RenderedMail {
  switch (content.template) {
    case 'passwordReset':
      return renderPasswordReset(language, content);
    case 'welcome':
      return renderWelcome(language, content);
    case 'notice':
      return renderNotice(language, subject, content);
  }
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] as string,
  );

const BRAND = '#0b6e4f';

/** The frame every message shares: a centred card of `rows` (already escaped HTML) in the language's direction. */
function layout(language: Language, title: string, rows: string[]): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const align = language === 'ar' ? 'right' : 'left';
  const font =
    language === 'ar' ? "Tahoma, 'Segoe UI', Arial, sans-serif" : "'Segoe UI', Helvetica, Arial, sans-serif";
  const cell = `dir="${dir}" align="${align}" style="padding:0 32px 16px 32px;font-family:${font};font-size:16px;line-height:1.7;color:#1f2933;text-align:${align};"`;
  return `<!DOCTYPE html>
<html lang="${language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<title>${escapeHtml(title)}</title>
</head>
<body dir="${dir}" style="margin:0;padding:0;background-color:#f3f4f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" dir="${dir}" style="background-color:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" dir="${dir}" style="max-width:560px;background-color:#ffffff;border-radius:8px;border:1px solid #e5e7eb;">
<tr><td dir="${dir}" align="${align}" style="padding:24px 32px 8px 32px;font-family:${font};font-size:22px;font-weight:bold;color:${BRAND};text-align:${align};">${language === 'ar' ? 'مسار' : 'Masar'}</td></tr>
${rows.map((row) => `<tr><td ${cell}>${row}</td></tr>`).join('\n')}
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** A link that looks like a button in every client (the colour on the cell, for those that drop link padding). */
function button(label: string, href: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0;"><tr>
<td align="center" bgcolor="${BRAND}" style="border-radius:6px;background-color:${BRAND};">
<a href="${escapeHtml(href)}" target="_blank" style="display:inline-block;padding:12px 28px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a>
</td></tr></table>`;
}

/** The plain URL, always left to right (inside Arabic text too), breakable on narrow screens. */
function plainLink(href: string): string {
  const escaped = escapeHtml(href);
  return `<a href="${escaped}" target="_blank" dir="ltr" style="color:${BRAND};word-break:break-all;unicode-bidi:embed;direction:ltr;">${escaped}</a>`;
}

const small = (html: string) => `<span style="font-size:14px;color:#52606d;">${html}</span>`;

const resetWords = {
  ar: {
    subject: 'تعيين كلمة مرور جديدة لحسابك في مسار',
    greeting: (name: string) => `مرحباً ${name}،`,
    intro: 'تلقّينا طلباً لتعيين كلمة مرور جديدة لحسابك في مسار.',
    press: 'اضغط الزر أدناه لاختيار كلمة مرور جديدة.',
    open: 'افتح الرابط أدناه لاختيار كلمة مرور جديدة:',
    button: 'تعيين كلمة مرور جديدة',
    validity: (minutes: number) =>
      `يعمل هذا الرابط لمرة واحدة خلال ${minutes} دقيقة، وبعد استخدامه تُنهى كل الجلسات المفتوحة لحسابك.`,
    fallback: 'إن لم يعمل الزر، فانسخ هذا الرابط وألصقه في المتصفح:',
    ignore: 'إن لم تطلب ذلك، فتجاهل هذه الرسالة؛ تبقى كلمة مرورك الحالية كما هي.',
    signature: 'فريق مسار',
  },
  en: {
    subject: 'Set a new password for your Masar account',
    greeting: (name: string) => `Hello ${name},`,
    intro: 'We received a request to set a new password for your Masar account.',
    press: 'Press the button below to choose one.',
    open: 'Open the link below to choose one:',
    button: 'Set a new password',
    validity: (minutes: number) =>
      `This link works once, for ${minutes} minutes. Using it signs your account out everywhere.`,
    fallback: 'If the button does not work, copy this link into your browser:',
    ignore: 'If you did not ask for this, ignore this message: your current password stays as it is.',
    signature: 'The Masar team',
  },
} as const;

/** The password reset e-mail (issue #20): a greeting, the button, the plain link, how long it works. */
export function passwordResetMail(input: {
  language: Language;
  name: string;
  link: string;
  minutes: number;
}): WrittenMail {
  const { language, ...values } = input;
  return { subject: resetWords[language].subject, content: { template: 'passwordReset', ...values } };
}

function renderPasswordReset(
  language: Language,
  input: Extract<MailContent, { template: 'passwordReset' }>,
): RenderedMail {
  const words = resetWords[language];
  const name = input.name.replace(/\s+/g, ' ').trim();
  const html = layout(language, words.subject, [
    escapeHtml(words.greeting(name)),
    escapeHtml(`${words.intro} ${words.press}`),
    button(words.button, input.link),
    escapeHtml(words.validity(input.minutes)),
    small(`${escapeHtml(words.fallback)}<br>${plainLink(input.link)}`),
    small(escapeHtml(words.ignore)),
    escapeHtml(words.signature),
  ]);
  const text = [
    words.greeting(name),
    '',
    `${words.intro} ${words.open}`,
    input.link,
    '',
    words.validity(input.minutes),
    '',
    words.ignore,
    '',
    words.signature,
    '',
  ].join('\n');
  return { html, text };
}

/**
 * A notice about something that happened (a booking made, accepted, cancelled): paragraphs, then a table of
 * details, then an optional button to the page that shows it.
 */
export function noticeMail(input: { subject: string } & Omit<NoticeContent, 'template'>): WrittenMail {
  const { subject, ...values } = input;
  return { subject, content: { template: 'notice', ...values } };
}

function renderNotice(language: Language, subject: string, input: NoticeContent): RenderedMail {
  const align = language === 'ar' ? 'right' : 'left';
  const value = (text: string, direction?: NoticeDetail[2]) =>
    direction === 'ltr'
      ? `<span dir="ltr" style="unicode-bidi:embed;">${escapeHtml(text)}</span>`
      : direction === 'auto'
        ? `<span dir="auto" style="unicode-bidi:isolate;">${escapeHtml(text)}</span>`
        : escapeHtml(text);
  const table = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" dir="${language === 'ar' ? 'rtl' : 'ltr'}" style="border-collapse:collapse;">
${input.details
  .map(
    ([label, text, direction]) =>
      `<tr><td align="${align}" style="padding:6px 0;border-bottom:1px solid #e5e7eb;color:#52606d;font-size:14px;width:40%;text-align:${align};vertical-align:top;">${escapeHtml(label)}</td><td align="${align}" style="padding:6px 0;border-bottom:1px solid #e5e7eb;font-size:15px;text-align:${align};vertical-align:top;">${value(text, direction)}</td></tr>`,
  )
  .join('\n')}
</table>`;
  const html = layout(language, subject, [
    ...input.paragraphs.map(escapeHtml),
    table,
    ...(input.link ? [button(input.link.label, input.link.href), small(plainLink(input.link.href))] : []),
    escapeHtml(input.signature),
  ]);
  // In the text part an LTR code inside Arabic is wrapped in isolates, so it keeps its order in plain text too;
  // typed text in first-strong isolates in both languages, as it may be written in either script.
  const isolate = (text: string, direction?: NoticeDetail[2]) =>
    direction === 'auto'
      ? `\u2068${text}\u2069`
      : direction === 'ltr' && language === 'ar'
        ? `\u2066${text}\u2069`
        : text;
  const text = [
    ...input.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...input.details.map(([label, detail, direction]) => `${label}: ${isolate(detail, direction)}`),
    '',
    ...(input.link ? [`${input.link.label}: ${input.link.href}`, ''] : []),
    input.signature,
    '',
  ].join('\n');
  return { html, text };
}

const welcomeWords = {
  ar: {
    subject: 'مرحباً بك في مسار: حسابك جاهز',
    greeting: (name: string) => `مرحباً ${name}،`,
    intro: (role: string) => `أنشأ لك فريق مسار حساب ${role}.`,
    choose: 'اختر كلمة مرور خاصة بك من الزر أدناه، ثم سجّل الدخول بعنوان بريدك هذا.',
    button: 'اختيار كلمة المرور',
    validity: (days: number) => `يعمل هذا الرابط لمرة واحدة خلال ${days} أيام.`,
    signIn: 'صفحة تسجيل الدخول:',
    fallback: 'إن لم يعمل الزر، فانسخ هذا الرابط وألصقه في المتصفح:',
    signature: 'فريق مسار',
    roles: { Admin: 'مشرف', Agent: 'وكيل' },
  },
  en: {
    subject: 'Welcome to Masar: your account is ready',
    greeting: (name: string) => `Hello ${name},`,
    intro: (role: string) => `The Masar team has created an ${role} account for you.`,
    choose: 'Choose your own password with the button below, then sign in with this e-mail address.',
    button: 'Choose my password',
    validity: (days: number) => `This link works once, for ${days} days.`,
    signIn: 'The sign-in page:',
    fallback: 'If the button does not work, copy this link into your browser:',
    signature: 'The Masar team',
    roles: { Admin: 'admin', Agent: 'agent' },
  },
} as const;

/** The welcome e-mail of an account an admin created: a link to choose a password, and where to sign in. */
export function welcomeMail(input: {
  language: Language;
  role: 'Admin' | 'Agent';
  name: string;
  link: string;
  signInPage: string;
  days: number;
}): WrittenMail {
  const { language, ...values } = input;
  return { subject: welcomeWords[language].subject, content: { template: 'welcome', ...values } };
}

function renderWelcome(
  language: Language,
  input: Extract<MailContent, { template: 'welcome' }>,
): RenderedMail {
  const words = welcomeWords[language];
  const name = input.name.replace(/\s+/g, ' ').trim();
  const intro = words.intro(words.roles[input.role]);
  const html = layout(language, words.subject, [
    escapeHtml(words.greeting(name)),
    escapeHtml(`${intro} ${words.choose}`),
    button(words.button, input.link),
    escapeHtml(words.validity(input.days)),
    small(`${escapeHtml(words.fallback)}<br>${plainLink(input.link)}`),
    small(`${escapeHtml(words.signIn)} ${plainLink(input.signInPage)}`),
    escapeHtml(words.signature),
  ]);
  const text = [
    words.greeting(name),
    '',
    `${intro} ${words.choose}`,
    input.link,
    '',
    words.validity(input.days),
    '',
    `${words.signIn} ${input.signInPage}`,
    '',
    words.signature,
    '',
  ].join('\n');
  return { html, text };
}
