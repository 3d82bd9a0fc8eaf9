/**
 * What other features may use of the wagering calculator (decision 020): its address, whether an offer can fill it,
 * the form filled from an offer, and the calculator itself (the promotion page loads it as a deferred part).
 */
export { WageringCalculator } from "./components/wagering-calculator.tsx";
export { valuesOfOffer } from "./wagering.ts";
export { isCalculable, type OfferTerms, WAGERING_CALCULATOR_PATH } from "./wagering-offer.ts";
