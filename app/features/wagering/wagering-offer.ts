/**
 * What pages need without loading the calculator: its address, its defaults and whether an offer can fill it. Kept
 * apart from the arithmetic (wagering.ts), which pages load after their own code.
 */

/** The calculator's page (the footer links it too); the promotion page's calculator submits its figures there. */
export const WAGERING_CALCULATOR_PATH = "/cevrim-hesaplama";
/** The footer's responsible-gambling notice, which the calculator links to. */
export const RESPONSIBLE_GAMBLING_ANCHOR = "oyun";

/** The figures the calculator starts from when the offer does not give them. */
export const CALCULATOR_DEFAULTS = {
  /** Slots count 100 % towards wagering at most casinos. */
  contribution: 100,
  rtp: 96,
  betPerSpin: 2,
  /** The deposit of the stand-alone page and of an offer that names no minimum deposit. */
  deposit: 1_000,
} as const;

/** What the calculator needs of an offer's facts (issue #14's columns). */
export interface OfferTerms {
  bonusPercent: number | null;
  bonusAmount: number | null;
  wagering: number | null;
  wageringOn: string | null;
  minDeposit: number | null;
  maxCashout: number | null;
}

/** An offer the calculator can be filled from: a known wagering and a bonus it applies to. */
export function isCalculable(offer: OfferTerms): boolean {
  return offer.wagering !== null && (offer.bonusPercent !== null || offer.bonusAmount !== null);
}
