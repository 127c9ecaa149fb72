import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// The unit files share one DOM per worker (vite.config.ts): each starts from an empty page
// and empty storage, whatever the file before it left (files of the node environment have none).
beforeAll(() => {
  if (typeof document === 'undefined') return;
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
});
