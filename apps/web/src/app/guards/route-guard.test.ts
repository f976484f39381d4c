import { describe, expect, it } from 'vitest';
import { guardRedirect, refreshBeforeGuard } from './route-guard';

const anonymous = { accessToken: null, userType: null };
const admin = { accessToken: 'token', userType: 'Admin' as const };
const agent = { accessToken: 'token', userType: 'Agent' as const };
const user = { accessToken: 'token', userType: 'User' as const };

describe('guardRedirect', () => {
  it('lets public pages through for everybody', () => {
    for (const pathname of [
      '/',
      '/en',
      '/login',
      '/en/login',
      '/no-such-page',
      '/en/panelist',
      '/admin-panelx',
    ]) {
      expect(guardRedirect({ pathname }, anonymous)).toBeNull();
      expect(guardRedirect({ pathname }, agent)).toBeNull();
    }
  });

  it('sends an anonymous visitor of the admin area to the admin login, keeping the language and the target', () => {
    expect(guardRedirect({ pathname: '/admin-panel/agents/list' }, anonymous)).toBe(
      '/admin-panel/login?redirect=%2Fadmin-panel%2Fagents%2Flist',
    );
    expect(guardRedirect({ pathname: '/en/admin-panel', search: '?tab=1' }, anonymous)).toBe(
      '/en/admin-panel/login?redirect=%2Fen%2Fadmin-panel%3Ftab%3D1',
    );
  });

  it('sends an anonymous visitor of the agent panel to the agent login', () => {
    expect(guardRedirect({ pathname: '/en/panel' }, anonymous)).toBe(
      '/en/panel/login?redirect=%2Fen%2Fpanel',
    );
    expect(guardRedirect({ pathname: '/panel/profile/wallet-transactions' }, anonymous)).toBe(
      '/panel/login?redirect=%2Fpanel%2Fprofile%2Fwallet-transactions',
    );
  });

  it("sends a visitor of the customer's account pages to the customer login", () => {
    expect(guardRedirect({ pathname: '/en/account/bookings' }, anonymous)).toBe(
      '/en/login?redirect=%2Fen%2Faccount%2Fbookings',
    );
    expect(guardRedirect({ pathname: '/account' }, agent)).toBe('/login?redirect=%2Faccount');
    expect(guardRedirect({ pathname: '/account/bookings' }, user)).toBeNull();
  });

  it("keeps the driver's app for a Driver token and always shows the driver sign-in (issue #18)", () => {
    const driver = { accessToken: 'token', userType: 'Driver' as const };
    expect(guardRedirect({ pathname: '/driver' }, anonymous)).toBe('/driver/login?redirect=%2Fdriver');
    expect(guardRedirect({ pathname: '/en/driver/job', search: '?id=1' }, agent)).toBe(
      '/en/driver/login?redirect=%2Fen%2Fdriver%2Fjob%3Fid%3D1',
    );
    expect(guardRedirect({ pathname: '/driver/job' }, driver)).toBeNull();
    expect(guardRedirect({ pathname: '/driver/login' }, anonymous)).toBeNull();
    expect(guardRedirect({ pathname: '/admin-panel' }, driver)).toBe(
      '/admin-panel/login?redirect=%2Fadmin-panel',
    );
    expect(guardRedirect({ pathname: '/drivers' }, anonymous)).toBeNull();
  });

  it('treats a token of the wrong role like no token', () => {
    expect(guardRedirect({ pathname: '/admin-panel' }, agent)).toBe(
      '/admin-panel/login?redirect=%2Fadmin-panel',
    );
    expect(guardRedirect({ pathname: '/admin-panel' }, user)).toBe(
      '/admin-panel/login?redirect=%2Fadmin-panel',
    );
    expect(guardRedirect({ pathname: '/en/panel/requests' }, admin)).toBe(
      '/en/panel/login?redirect=%2Fen%2Fpanel%2Frequests',
    );
    expect(
      guardRedirect({ pathname: '/admin-panel' }, { accessToken: null, userType: 'Admin' }),
    ).not.toBeNull();
  });

  it('lets the right role through', () => {
    expect(guardRedirect({ pathname: '/admin-panel/agents/list' }, admin)).toBeNull();
    expect(guardRedirect({ pathname: '/en/admin-panel/' }, admin)).toBeNull();
    expect(guardRedirect({ pathname: '/panel/search-taxi' }, agent)).toBeNull();
  });

  it('always shows the login and forgot-password pages, signed in or not', () => {
    for (const auth of [anonymous, admin, agent, user]) {
      for (const pathname of [
        '/admin-panel/forgot-password',
        '/en/panel/forgot-password',
        '/login/forgot-password',
        '/reset-password',
      ]) {
        expect(guardRedirect({ pathname }, auth)).toBeNull();
        expect(refreshBeforeGuard({ pathname }, { ...auth, refreshToken: 'refresh' })).toBeNull();
      }
      expect(guardRedirect({ pathname: '/admin-panel/login' }, auth)).toBeNull();
      expect(
        guardRedirect({ pathname: '/en/admin-panel/login', search: '?redirect=%2Fadmin-panel' }, auth),
      ).toBeNull();
      expect(guardRedirect({ pathname: '/panel/login' }, auth)).toBeNull();
    }
  });

  it('keeps the query and hash of the requested page in the redirect', () => {
    expect(guardRedirect({ pathname: '/panel/requests', search: '?page=2', hash: '#top' }, anonymous)).toBe(
      '/panel/login?redirect=%2Fpanel%2Frequests%3Fpage%3D2%23top',
    );
  });
});

describe('refreshBeforeGuard', () => {
  const lostAccess = { accessToken: null, refreshToken: 'refresh', userType: 'Agent' as const };

  it('renews an agent whose access token is gone but whose refresh token is stored (spec §4)', () => {
    expect(refreshBeforeGuard({ pathname: '/panel/requests' }, lostAccess)).toBe('Agent');
    expect(refreshBeforeGuard({ pathname: '/en/panel' }, lostAccess)).toBe('Agent');
    expect(
      refreshBeforeGuard({ pathname: '/admin-panel' }, { ...lostAccess, userType: 'Admin' as const }),
    ).toBe('Admin');
  });

  it('does nothing with a valid token, without a refresh token, for another role, on logins and public pages', () => {
    expect(refreshBeforeGuard({ pathname: '/panel' }, { ...lostAccess, accessToken: 'token' })).toBeNull();
    expect(refreshBeforeGuard({ pathname: '/panel' }, { ...lostAccess, refreshToken: null })).toBeNull();
    expect(refreshBeforeGuard({ pathname: '/admin-panel' }, lostAccess)).toBeNull();
    expect(refreshBeforeGuard({ pathname: '/panel/login' }, lostAccess)).toBeNull();
    expect(refreshBeforeGuard({ pathname: '/' }, lostAccess)).toBeNull();
  });
});
