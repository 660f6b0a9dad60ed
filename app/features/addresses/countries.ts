/** Moved to domain/ (the server checks countries too); kept so the address popup's imports stay. */
export { COUNTRIES, countryName, countryOptions, isKnownCountry } from "../../../domain/countries.ts";
