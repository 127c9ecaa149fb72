/**
 * The dunning settings an administrator keeps: the four Mahnstufen and the Basiszinssatz
 * (§ 288 BGB). The rules mirror what sql/75_dunning.sql refuses, so the person reads the
 * message at the field before anything is sent; the service stays the judge.
 */
import type { RpcParams } from '../contract';
import type { BaseRateRow, DunningLevel } from '../contract/rpc/billing';

/** One Mahnstufe as its row form holds it; `stufe` identifies the row and is not edited. */
/** One German message per field. */
export type DunningFormErrors = Partial<
  Record<'bezeichnung' | 'tage_nach_faelligkeit' | 'gebuehr' | 'frist_tage', string>
>;
export type BaseRateFormErrors = Partial<Record<'gilt_ab' | 'satz', string>>;

export interface DunningLevelDraft {
  stufe: number;
  bezeichnung: string;
  tage_nach_faelligkeit: number | null;
  gebuehr: number | null;
  frist_tage: number | null;
}

export const MAX_DEADLINE_DAYS = 90;
/** data.mahnstufe's check on the fee (migration 0009). */
export const MAX_FEE = 1000;

export function dunningLevelDraft(level: DunningLevel): DunningLevelDraft {
  const { stufe, bezeichnung, tage_nach_faelligkeit, gebuehr, frist_tage } = level;
  return { stufe, bezeichnung, tage_nach_faelligkeit, gebuehr, frist_tage };
}

const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** The German messages for one level's draft; `levels` are the saved levels, for the rising days. */
export function validateDunningLevelDraft(
  draft: DunningLevelDraft,
  levels: readonly DunningLevel[],
): DunningFormErrors {
  const errors: DunningFormErrors = {};
  if (draft.bezeichnung.trim() === '') errors.bezeichnung = 'Die Mahnstufe braucht eine Bezeichnung.';

  const days = draft.tage_nach_faelligkeit;
  if (days === null) errors.tage_nach_faelligkeit = 'Bitte die Tage nach Fälligkeit eingeben.';
  else if (!Number.isInteger(days)) errors.tage_nach_faelligkeit = 'Bitte ganze Tage eingeben.';
  else if (days < 1) errors.tage_nach_faelligkeit = 'Eine Mahnstufe folgt frühestens einen Tag nach der Fälligkeit.';
  else {
    const before = levels.filter((l) => l.stufe < draft.stufe).at(-1);
    const after = levels.find((l) => l.stufe > draft.stufe);
    if (before && before.tage_nach_faelligkeit >= days)
      errors.tage_nach_faelligkeit = `Mehr als die ${before.tage_nach_faelligkeit} Tage der Stufe ${before.stufe}: die Tage steigen von Stufe zu Stufe.`;
    else if (after && after.tage_nach_faelligkeit <= days)
      errors.tage_nach_faelligkeit = `Weniger als die ${after.tage_nach_faelligkeit} Tage der Stufe ${after.stufe}: die Tage steigen von Stufe zu Stufe.`;
  }

  const fee = draft.gebuehr;
  if (fee === null) errors.gebuehr = 'Bitte die Mahngebühr eingeben (0 für keine).';
  else if (fee < 0) errors.gebuehr = 'Die Mahngebühr darf nicht negativ sein.';
  else if (fee > MAX_FEE) errors.gebuehr = 'Die Mahngebühr beträgt höchstens 1.000 €.';
  else if (!hasAtMostTwoDecimals(fee)) errors.gebuehr = 'Die Mahngebühr hat höchstens zwei Nachkommastellen.';

  const deadline = draft.frist_tage;
  if (deadline === null) errors.frist_tage = 'Bitte die Zahlungsfrist in Tagen eingeben.';
  else if (!Number.isInteger(deadline) || deadline < 1 || deadline > MAX_DEADLINE_DAYS)
    errors.frist_tage = `Die Zahlungsfrist liegt zwischen 1 und ${MAX_DEADLINE_DAYS} Tagen.`;
  return errors;
}

/** The payload of a_update_dunning_level (numbers as text, the name trimmed); the draft must be valid. */
export function toUpdateDunningLevelParams(draft: DunningLevelDraft): RpcParams<'a_update_dunning_level'> {
  return {
    stufe: draft.stufe,
    bezeichnung: draft.bezeichnung.trim(),
    tage_nach_faelligkeit: String(draft.tage_nach_faelligkeit),
    gebuehr: String(draft.gebuehr),
    frist_tage: String(draft.frist_tage),
  };
}

/** The Basiszinssatz form: the day it applies from (ISO) and the rate in percent. */
export interface BaseRateDraft {
  gilt_ab: string;
  satz: number | null;
}

export const EMPTY_BASE_RATE_DRAFT: BaseRateDraft = { gilt_ab: '', satz: null };

/** The rate lies strictly between these (sql/75_dunning.sql). */
export const BASE_RATE_BOUNDS = { above: -10, below: 20 } as const;

export function validateBaseRateDraft(draft: BaseRateDraft): BaseRateFormErrors {
  const errors: BaseRateFormErrors = {};
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(draft.gilt_ab);
  if (draft.gilt_ab === '') errors.gilt_ab = 'Bitte den Stichtag eingeben (1. Januar oder 1. Juli).';
  else if (!day || day[3] !== '01' || (day[2] !== '01' && day[2] !== '07'))
    errors.gilt_ab = 'Der Basiszinssatz gilt ab dem 1. Januar oder dem 1. Juli.';

  const rate = draft.satz;
  if (rate === null) errors.satz = 'Bitte den Basiszinssatz in Prozent eingeben.';
  else if (rate <= BASE_RATE_BOUNDS.above || rate >= BASE_RATE_BOUNDS.below || !hasAtMostTwoDecimals(rate))
    errors.satz = 'Der Basiszinssatz liegt zwischen -10 und 20 % und hat höchstens zwei Nachkommastellen.';
  return errors;
}

export function toSetBaseRateParams(draft: BaseRateDraft): RpcParams<'a_set_base_rate'> {
  return { gilt_ab: draft.gilt_ab, satz: String(draft.satz) };
}

/** § 288 BGB: default interest is the base rate plus 5 points for consumers, 9 for businesses. */
export const LATE_INTEREST_POINTS = { verbraucher: 5, unternehmen: 9 } as const;

/** The default interest rates derived from a base rate, rounded to hundredths. */
export function lateInterestRates(row: Pick<BaseRateRow, 'satz'>): { verbraucher: number; unternehmen: number } {
  const plus = (points: number) => Math.round((row.satz + points) * 100) / 100;
  return { verbraucher: plus(LATE_INTEREST_POINTS.verbraucher), unternehmen: plus(LATE_INTEREST_POINTS.unternehmen) };
}
