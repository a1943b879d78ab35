import { describe, expect, it, vi } from 'vitest';
import { BUILD_ID } from '../shared/build-id.ts';
import { SW_ENABLED } from './build-info';
import { registerServiceWorker } from './register';

describe('registerServiceWorker', () => {
  it('is inert outside production builds', () => {
    expect(SW_ENABLED).toBe(false);
    expect(BUILD_ID).toMatch(/\S/);
    const register = vi.fn();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
    registerServiceWorker();
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
  });
});
