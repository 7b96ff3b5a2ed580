import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor wait up to 5 s instead of 1 s: role queries over a whole rendered page take hundreds of
// milliseconds each on a busy 2-core CI machine, so 1 s allowed only a couple of attempts (a menu item that
// was there was reported missing). Passing tests are no slower; the per-test limit stays 15 s.
configure({ asyncUtilTimeout: 5000 });

// Mantine reads these browser APIs, which jsdom does not provide.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

if (!window.ResizeObserver) {
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverStub,
  });
}

Object.defineProperty(window, 'scrollTo', { writable: true, configurable: true, value: vi.fn() });

// Component tests mock fetch call by call; the social providers (GET /api/auth/social-providers) are answered
// here, all three set up, so that call does not take one of theirs. social-sign-in.test.tsx tests the real one.
vi.mock('@/features/auth/social-providers', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useSocialProviders: () => ['google', 'facebook', 'apple'],
}));

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
