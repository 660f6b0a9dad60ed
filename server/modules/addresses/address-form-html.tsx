import { renderToStaticMarkup } from "react-dom/server";
import { sitePath, type Language, type Site } from "../../../domain/sites.ts";
import { AddressForm, type AddressFormField, type AddressFormValues } from "../../../domain/addresses/AddressForm.tsx";
import { normaliseAddressFields, type AddressField } from "../../../domain/addresses/address-rules.ts";
import { addressTexts } from "../../../domain/addresses/address-texts.ts";
import { countryOptions } from "../../../domain/addresses/countries.ts";
import { regionsOf } from "./regions.ts";

export interface AddressFormHtmlInput {
  site: Pick<Site, "contextPath">;
  language: Language;
  csrfToken: string;
  values: AddressFormValues;
  isDefault: boolean;
  errors?: Partial<Record<AddressFormField, string>>;
  summary?: string | null;
  redirect?: string | null;
}

/** The values a browser posted, to show them again with their errors. */
export function postedFormValues(fields: Partial<Record<AddressField, unknown>>, addressCode: string, makeDefault: boolean): AddressFormValues {
  return { ...normaliseAddressFields(fields), addressCode, defaultAddress: makeDefault };
}

/** `GET {context}/my-account/addressform` and an invalid browser post: the address form as an HTML fragment. */
export function addressFormHtml(input: AddressFormHtmlInput): string {
  return renderToStaticMarkup(
    <AddressForm
      action={sitePath(input.site, "/my-account/address/save")}
      csrfToken={input.csrfToken}
      texts={addressTexts(input.language)}
      countries={countryOptions(input.language)}
      regions={regionsOf(input.values.countryIso, input.language)}
      values={input.values}
      isDefault={input.isDefault}
      errors={input.errors ?? {}}
      summary={input.summary}
      redirect={input.redirect}
      idPrefix="address-form"
    />,
  );
}
