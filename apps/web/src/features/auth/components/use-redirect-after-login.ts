import { useCallback } from 'react';
import { currentLanguage, localizePath, stripLanguagePrefix } from '../../../shared/i18n/language';
import { safeRedirectPath } from '../../../shared/navigation';
import { useNavigate, useSearchParams } from '../../../shared/router/react';

/** Whether a language-neutral path belongs to the area whose home is `home` ('/' = the public site). */
function inArea(path: string, home: string): boolean {
  if (home === '/') return !/^\/(admin-panel|panel)(\/|$)/.test(path);
  return (
    path === home || path.startsWith(`${home}/`) || path.startsWith(`${home}?`) || path.startsWith(`${home}#`)
  );
}

/**
 * After a successful sign-in: the guard's `?redirect=` (same-site paths of the same area only), else the role's
 * home, in the language shown now (the visitor may have switched language on the login page).
 */
export function useRedirectAfterLogin(home: string) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return useCallback(() => {
    const requested = safeRedirectPath(searchParams.get('redirect'));
    const neutral = requested ? stripLanguagePrefix(requested) : null;
    const target = neutral && inArea(neutral, home) ? neutral : home;
    navigate(localizePath(target, currentLanguage()), { replace: true });
  }, [home, navigate, searchParams]);
}
