/** Messages between the editor and its thin plate spline worker (splineWorker.ts). */
import type { ControlPoint, ResidualUnits, XY } from '../../../../model/georef/types';
import type { TpsAnswer } from '../../../../model/georef/tpsService';

export type SplineRequest =
  /** Fit these points; the leave-one-out residuals in `units` come with the answer, the others after it. */
  | {
      kind: 'fit';
      id: number;
      points: readonly ControlPoint[];
      units: ResidualUnits;
      /** The sheet's size, to measure the preview's gap (previewGap.ts) in the worker. */
      sheet: { width: number; height: number };
    }
  /** Pair `index` of the fit `baseId` dragged to `pixel` and `map`; `points` are all points after the move. */
  | { kind: 'move'; id: number; baseId: number; index: number; pixel: XY; map: XY; points: readonly ControlPoint[] };

export type SplineReply =
  | { kind: 'answer'; id: number; answer: TpsAnswer }
  | { kind: 'leaveOneOut'; id: number; units: ResidualUnits; values: Float64Array };
