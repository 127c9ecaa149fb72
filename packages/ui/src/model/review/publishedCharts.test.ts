import { describe, expect, it } from 'vitest';
import { shadeClasses, shadeStep } from './publishedCharts';

describe('the legend of the map shades', () => {
  it.each([
    [0, [{ step: 0, from: 0, to: 0 }]],
    [
      1,
      [
        { step: 0, from: 0, to: 0 },
        { step: 4, from: 1, to: 1 },
      ],
    ],
    [
      2,
      [
        { step: 0, from: 0, to: 0 },
        { step: 2, from: 1, to: 1 },
        { step: 4, from: 2, to: 2 },
      ],
    ],
    [
      20,
      [
        { step: 0, from: 0, to: 0 },
        { step: 1, from: 1, to: 5 },
        { step: 2, from: 6, to: 10 },
        { step: 3, from: 11, to: 15 },
        { step: 4, from: 16, to: 20 },
      ],
    ],
    [
      4811,
      [
        { step: 0, from: 0, to: 0 },
        { step: 1, from: 1, to: 1202 },
        { step: 2, from: 1203, to: 2405 },
        { step: 3, from: 2406, to: 3608 },
        { step: 4, from: 3609, to: 4811 },
      ],
    ],
  ])('at a largest count of %i names the counts of each shade', (max, classes) => {
    expect(shadeClasses(max)).toEqual(classes);
  });

  it('puts every count up to the largest in the class of the step the map shades it with', () => {
    for (let max = 0; max <= 120; max++) {
      const classes = shadeClasses(max);
      for (let count = 0; count <= max; count++) {
        const holding = classes.filter((shade) => shade.from <= count && count <= shade.to);
        expect(holding.map((shade) => shade.step)).toEqual([shadeStep(count, max)]);
      }
    }
  });
});
