import 'react-toastify/ReactToastify.css';
import './toast-container.css';
import { ToastContainer } from 'react-toastify/unstyled';
import { TOASTS } from '../shared/config';
import { useTranslation } from '../shared/i18n/translation';

/** react-toastify with the spec §9 settings, at the bottom end corner: bottom-left in right-to-left pages (decision 0008). */
export default function Toasts() {
  const { t, i18n: instance } = useTranslation();
  const rtl = instance.language !== 'en';
  return (
    <ToastContainer
      aria-label={t('notifications')}
      closeButton={({ closeToast }) => (
        <button
          type="button"
          className="Toastify__close-button Toastify__close-button--colored"
          aria-label={t('closeNotification')}
          onClick={closeToast}
        >
          <svg aria-hidden="true" viewBox="0 0 14 16" width="14" height="16">
            <path
              fill="currentColor"
              fillRule="evenodd"
              d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
            />
          </svg>
        </button>
      )}
      position={rtl ? TOASTS.rtlPosition : TOASTS.position}
      rtl={rtl}
      autoClose={TOASTS.autoCloseMs}
      limit={TOASTS.limit}
      draggablePercent={TOASTS.draggablePercent}
      newestOnTop
      theme="colored"
    />
  );
}
