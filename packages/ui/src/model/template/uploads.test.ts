import { describe, expect, it } from 'vitest';
import { chooseUploads, UPLOAD_MAX_BYTES } from './uploads';

const file = (name: string, size = 1000) => ({ name, size });

describe('chooseUploads', () => {
  it.each([
    {
      given: 'three small files into an empty dropzone',
      already: 0,
      chosen: [file('a.png'), file('b.png'), file('c.png')],
      accepted: ['a.png', 'b.png', 'c.png'],
      refusals: [],
    },
    {
      given: 'a fourth file beside three',
      already: 3,
      chosen: [file('d.png')],
      accepted: [],
      refusals: ['Only 3 files can be uploaded'],
    },
    {
      given: 'four files at once',
      already: 0,
      chosen: [file('a.png'), file('b.png'), file('c.png'), file('d.png')],
      accepted: ['a.png', 'b.png', 'c.png'],
      refusals: ['Only 3 files can be uploaded'],
    },
    {
      given: 'a file one byte over 2 MB beside one exactly 2 MB',
      already: 1,
      chosen: [file('big.jpg', UPLOAD_MAX_BYTES + 1), file('edge.jpg', UPLOAD_MAX_BYTES)],
      accepted: ['edge.jpg'],
      refusals: ['big.jpg is larger than 2 MB'],
    },
    {
      given: 'a large file and too many small ones',
      already: 2,
      chosen: [file('big.jpg', 5 * UPLOAD_MAX_BYTES), file('a.png'), file('b.png')],
      accepted: ['a.png'],
      refusals: ['Only 3 files can be uploaded', 'big.jpg is larger than 2 MB'],
    },
  ])('given $given, it takes $accepted', ({ already, chosen, accepted, refusals }) => {
    const choice = chooseUploads(already, chosen);
    expect(choice.accepted.map((f) => f.name)).toEqual(accepted);
    expect(choice.refusals).toEqual(refusals);
  });

  it('takes another file limit when given', () => {
    expect(chooseUploads(0, [file('a.png'), file('b.png')], 1)).toEqual({
      accepted: [file('a.png')],
      refusals: ['Only 1 files can be uploaded'],
    });
  });
});
