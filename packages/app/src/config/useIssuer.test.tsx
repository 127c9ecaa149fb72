import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from './runtimeConfig';
import { RuntimeConfigProvider } from './RuntimeConfigContext';
import { useIssuer } from './useIssuer';

function issuerOf(issuer: unknown) {
  const config = issuer === undefined ? DEFAULT_CONFIG : { ...DEFAULT_CONFIG, issuer };
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <RuntimeConfigProvider value={config}>{children}</RuntimeConfigProvider>
  );
  return renderHook(() => useIssuer(), { wrapper }).result.current;
}

describe('useIssuer', () => {
  it('given no issuer in config.json, there is none and nothing is wrong', () => {
    expect(issuerOf(undefined)).toEqual({ issuer: null, problem: null });
  });

  it('given a valid issuer, it is checked and completed (country DE)', () => {
    const issuer = {
      name: 'APUS Forstvermessung GmbH',
      addressLines: ['Eberswalder Straße 12'],
      postcode: '16225',
      city: 'Eberswalde',
      ustId: 'DE287654321',
    };
    expect(issuerOf(issuer)).toEqual({ issuer: { ...issuer, countryCode: 'DE' }, problem: null });
  });

  it('given a faulty issuer, there is none and the German reason says why', () => {
    expect(issuerOf({ name: 'Forstbüro' })).toEqual({
      issuer: null,
      problem: '„issuer.addressLines“ braucht mindestens eine Zeile (Straße und Hausnummer).',
    });
  });
});
