/**
 * What other features may use of the wagering calculator: its address and whether an offer can fill
 * it. Only these light parts: a module that imports this one loads nothing of the calculator itself (routes load
 * the calculator's component, which pages defer).
 */
export { isCalculable, type OfferTerms, WAGERING_CALCULATOR_PATH } from "./wagering-offer.ts";
