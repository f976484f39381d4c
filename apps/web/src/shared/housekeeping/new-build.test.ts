import { describe, expect, it, vi } from 'vitest';
import { type NewBuildEnvironment, watchForNewBuild } from './new-build';

type Listener = Parameters<NewBuildEnvironment['subscribeToNavigation']>[0];

function setUp(served: string | null) {
  let listener: Listener = () => {};
  let check: () => void = () => {};
  const environment = {
    currentBuildId: 'build-1',
    fetchBuildId: vi.fn(async () => served),
    load: vi.fn(),
    subscribeToNavigation: (next: Listener) => {
      listener = next;
      return () => {};
    },
    schedule: (next: () => void) => {
      check = next;
      return () => {};
    },
  };
  watchForNewBuild(environment);
  const navigate = (pathname: string) =>
    listener({ navigation: { state: 'loading', location: { pathname, search: '?page=2', hash: '' } } });
  return {
    environment,
    navigate,
    poll: () => check(),
    serve: (id: string) => environment.fetchBuildId.mockResolvedValue(id),
  };
}

describe('watchForNewBuild', () => {
  it('reloads at the next navigation, to its destination, once a newer build is served', async () => {
    const { environment, navigate, poll, serve } = setUp('build-1');
    await vi.waitFor(() => expect(environment.fetchBuildId).toHaveBeenCalledTimes(1));
    navigate('/panel/requests');
    expect(environment.load).not.toHaveBeenCalled();

    serve('build-2');
    poll();
    await vi.waitFor(() => expect(environment.fetchBuildId).toHaveBeenCalledTimes(2));
    await Promise.resolve();
    expect(environment.load).not.toHaveBeenCalled(); // not in the middle of anything
    navigate('/en/panel/requests');
    expect(environment.load).toHaveBeenCalledWith('/en/panel/requests?page=2');
  });

  it('ignores idle router updates and a missing version file', async () => {
    const { environment, navigate } = setUp(null);
    await vi.waitFor(() => expect(environment.fetchBuildId).toHaveBeenCalled());
    navigate('/panel');
    expect(environment.load).not.toHaveBeenCalled();
  });
});
