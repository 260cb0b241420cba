import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { preloadPage } from './preload-page';

describe('preloadPage', () => {
  it("starts loading the matched routes' code, and only theirs", () => {
    const login = vi.fn(async () => ({}));
    const welcome = vi.fn(async () => ({}));
    const layout = vi.fn(async () => ({}));
    const routes: RouteObject[] = [
      {
        path: '/',
        lazy: layout,
        children: [
          { path: 'login', lazy: login },
          { path: 'welcome', lazy: welcome },
        ],
      },
    ];
    preloadPage(routes, { pathname: '/login' });
    expect(layout).toHaveBeenCalledOnce();
    expect(login).toHaveBeenCalledOnce();
    expect(welcome).not.toHaveBeenCalled();
  });

  it('does nothing for a path no route matches, and swallows a failed download', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    expect(() => preloadPage([{ path: '/a', lazy: failing }], { pathname: '/b' })).not.toThrow();
    preloadPage([{ path: '/a', lazy: failing }], { pathname: '/a' });
    expect(failing).toHaveBeenCalledOnce();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
