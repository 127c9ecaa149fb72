import { describe, expect, it } from 'vitest';
import { fillTemplate, MESSAGE_TEMPLATES, templatesFor } from './messageTemplates';
import { triageCommand } from './triageKeys';

describe('triage keys', () => {
  it.each([
    ['j', { kind: 'next' }],
    ['ArrowDown', { kind: 'next' }],
    ['k', { kind: 'previous' }],
    ['ArrowUp', { kind: 'previous' }],
    ['v', { kind: 'publish' }],
    ['b', { kind: 'confirm' }],
    ['r', { kind: 'ask' }],
    ['a', { kind: 'reject' }],
    ['u', { kind: 'undo' }],
    ['?', { kind: 'help' }],
    ['1', { kind: 'species', index: 0 }],
    ['9', { kind: 'species', index: 8 }],
    ['0', null],
    ['x', null],
    ['Enter', null],
  ])('%s', (key, command) => {
    expect(triageCommand({ key })).toEqual(command);
  });
  it('leaves keys with a modifier to the browser', () => {
    expect(triageCommand({ key: 'v', ctrlKey: true })).toBeNull();
    expect(triageCommand({ key: 'j', metaKey: true })).toBeNull();
    expect(triageCommand({ key: '1', altKey: true })).toBeNull();
  });
});

describe('message templates', () => {
  it('fills in the species', () => {
    const confirmed = MESSAGE_TEMPLATES.find((t) => t.id === 'bestaetigt');
    expect(confirmed && fillTemplate(confirmed, 'Buchdrucker')).toBe(
      'Vielen Dank für Ihre Meldung! Wir haben die Art bestätigt: Buchdrucker. Ihr Fund wird in Kürze veröffentlicht.',
    );
    expect(confirmed && fillTemplate(confirmed, null)).toContain('bestätigt: die gemeldete Art.');
  });
  it('groups them by the status they go with', () => {
    expect(templatesFor('rueckfrage').map((t) => t.label)).toEqual([
      'Foto unscharf',
      'Foto der Unterseite',
      'Fundort und Baumart',
    ]);
    expect(templatesFor('abgelehnt').map((t) => t.id)).toEqual(['andere_art', 'doppelt']);
  });
});
